import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, findEntity, listPage } from '../../../../shared/db/entity-store';
import { indexRoleMembers } from '../../../../shared/domain/acceptances/role-members';
import { ATTENTION_REQUEST } from '../../../../shared/domain/attention-requests/attention-requests';
import { recordFollowUp } from '../../../../shared/domain/attention-requests/follow-ups';
import { projectAgents } from '../../../../shared/domain/attention-requests/lead-assignment';
import { storeLead } from '../../../../shared/domain/attention-requests/staff-leads';
import type { StaffCaller } from '../../../../shared/domain/callers/callers';
import { readStaffCaller } from '../../../../shared/domain/callers/staff-caller';
import { homeSummary } from '../../../../shared/domain/home/home-summary';
import { STAFF_NOTIFICATION } from '../../../../shared/domain/notifications/staff-notifications';
import { USER } from '../../../../shared/domain/users/users';
import { ValidationError } from '../../../../shared/errors';
import { manualClock } from '../../../../shared/scheduler/clock';
import { scheduledJobs } from '../../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../../shared/scheduler/local-scheduler';
import { type OwnData, ownDemoData } from '../../../support/own-data';

// Round-robin turns and the due-follow-up job depend on every sales agent and every due lead of the
// table: this file runs on demo data of its own, so the shared table's other tests cannot move them.
let data: OwnData;
let admin: StaffCaller;
beforeAll(async () => {
  data = await ownDemoData();
  admin = await readStaffCaller(1);
}, 300_000);
afterAll(() => data?.stop());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const staff = (id: number) => ({ kind: 'staff' as const, id, abilities: ['crm.leads.manage'] });
const phoneOf = (n: number) => `+9665${String(n).padStart(8, '0')}`;
let phones = Math.floor(Math.random() * 10_000_000);
const freshPhone = () => phoneOf(++phones);

/** A sales agent of this test (indexed as a role member), reporting to `managerId`. */
async function agent(
  options: { project_ids?: number[]; manager_user_id?: number; department_id?: number } = {},
) {
  const user = await createEntity(USER, {
    name: `Agent ${randomUUID().slice(0, 6)}`,
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: 'Sales Agent',
    id_number: null,
    roles: ['sales_agent'],
    ...options,
  });
  await indexRoleMembers(user.id, ['sales_agent']);
  return user;
}

async function notificationTypes(userId: number): Promise<string[]> {
  const page = await listPage(STAFF_NOTIFICATION, 1, 50, { filters: { user_id: userId } });
  return page.items.map((notification) => notification.type);
}

describe('one open lead per phone and project', () => {
  it('lets one of 20 parallel stores of one phone in one project land; the others name it', async () => {
    const phone = freshPhone();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        storeLead(admin, { project_id: 1, name: `Caller ${index}`, phone }),
      ),
    );
    const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(stored).toHaveLength(1);
    const id = (stored[0] as { id: number }).id;
    for (const result of results.filter((entry) => entry.status === 'rejected')) {
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.phone).toEqual([
        { key: 'leads.duplicate_phone', params: { id } },
      ]);
    }
    // Another project takes the phone; once the first lead closes, its project does again.
    await expect(storeLead(admin, { project_id: 2, name: 'Caller', phone })).resolves.toMatchObject({
      status: 'new',
    });
    await recordFollowUp(
      {
        attention_request_id: id,
        channel: 'call',
        result: 'not_interested',
        status: 'not_interested',
        lost_reason: 'Bought elsewhere',
      },
      staff(1),
    );
    await expect(storeLead(admin, { project_id: 1, name: 'Caller again', phone })).resolves.toMatchObject({
      status: 'new',
    });
  });
});

describe('round-robin assignment', () => {
  it("deals 20 parallel unassigned leads of a project to its agents in turn, none to another project's", async () => {
    const elsewhere = await agent({ project_ids: [2] });
    const agents = await projectAgents(1);
    expect(agents.map((user) => user.id)).not.toContain(elsewhere.id);
    expect(agents.length).toBeGreaterThan(1);
    const leads = await Promise.all(
      Array.from({ length: 20 }, () =>
        storeLead(admin, { project_id: 1, name: 'Walk-in', phone: freshPhone() }),
      ),
    );
    const perAgent = new Map<number, number>();
    for (const lead of leads) {
      const assignee = lead?.sale_support_user_id as number;
      perAgent.set(assignee, (perAgent.get(assignee) ?? 0) + 1);
    }
    expect([...perAgent.keys()].every((id) => agents.some((user) => user.id === id))).toBe(true);
    // Every agent of the project takes turns (20 leads, fewer agents than that).
    expect(perAgent.size).toBe(Math.min(agents.length, 20));
    const counts = [...perAgent.values()];
    // Consecutive turns of one atomic counter: no agent gets two more than another.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
    // The assignee's department is copied onto the lead (department row scope).
    const demoAgent = agents.find((user) => user.department_id === 1);
    const dealt = leads.find((lead) => lead?.sale_support_user_id === demoAgent?.id);
    if (demoAgent) expect(dealt?.department_id).toBe(1);
  });
});

describe('the due-follow-up job, on a clock moved by hand', () => {
  it('tells the assignee when the follow-up passes and their manager the next day, once each', async () => {
    const manager = await agent();
    const worker = await agent({ project_ids: [1], manager_user_id: manager.id, department_id: 1 });
    const start = Date.now();
    const dueAt = new Date(start + HOUR);
    const due = await storeLead(admin, {
      project_id: 1,
      name: 'Due lead',
      phone: freshPhone(),
      sale_support_user_id: worker.id,
      next_follow_up_at: dueAt.toISOString(),
    });
    // A second lead followed up before its time: its date moves on, so no notice at the first time.
    const kept = await storeLead(admin, {
      project_id: 1,
      name: 'Kept lead',
      phone: freshPhone(),
      sale_support_user_id: worker.id,
      next_follow_up_at: dueAt.toISOString(),
    });
    await recordFollowUp(
      {
        attention_request_id: kept?.id as number,
        channel: 'call',
        result: 'call_back_later',
        next_follow_up_at: new Date(start + 10 * DAY).toISOString(),
      },
      staff(worker.id),
    );
    const suffix = randomUUID().slice(0, 8);
    const jobs = scheduledJobs
      .filter((job) => job.name === 'lead-follow-ups-due')
      .map((job) => ({ ...job, name: `${job.name}-${suffix}` }));
    expect(jobs).toHaveLength(1);
    const clock = manualClock(new Date(start));
    const scheduler = startLocalScheduler({ jobs, clock });

    clock.advance(30 * MINUTE);
    await scheduler.tick();
    expect(await notificationTypes(worker.id)).toEqual([]);

    clock.set(new Date(start + HOUR + 16 * MINUTE));
    await scheduler.tick();
    expect(await notificationTypes(worker.id)).toEqual(['follow_up_due']);
    expect(await notificationTypes(manager.id)).toEqual([]);

    clock.set(new Date(start + DAY + HOUR + 16 * MINUTE));
    await scheduler.tick();
    expect(await notificationTypes(manager.id)).toEqual(['follow_up_overdue']);

    clock.set(new Date(start + 3 * DAY));
    await scheduler.tick();
    expect(await notificationTypes(worker.id)).toEqual(['follow_up_due']);
    expect(await notificationTypes(manager.id)).toEqual(['follow_up_overdue']);
    const lead = await findEntity(ATTENTION_REQUEST, due?.id as number);
    expect(lead?.follow_up_alert_at).toBeUndefined();
    scheduler.stop();

    // The agent's home counts the lead as due until a follow-up is logged on it.
    const followUpsDue = async () =>
      (await homeSummary(worker.id, ['crm.leads.manage'], 'en')).counts.find(
        (count) => count.key === 'follow_ups_due',
      )?.count;
    expect(await followUpsDue()).toBe(1);
    await recordFollowUp(
      {
        attention_request_id: due?.id as number,
        channel: 'call',
        result: 'interested',
        next_follow_up_at: new Date(Date.now() + DAY).toISOString(),
      },
      staff(worker.id),
    );
    expect(await followUpsDue()).toBe(0);
  });
});
