import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEntity, getEntity, listPage } from '../../../shared/db/entity-store';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { CLIENT, emptyClient } from '../../../shared/domain/clients/clients';
import { STAFF_NOTIFICATION } from '../../../shared/domain/notifications/staff-notifications';
import { USER } from '../../../shared/domain/users/users';
import { bookStaffVisit } from '../../../shared/domain/visits/book-staff-visit';
import { VISIT } from '../../../shared/domain/visits/visits';
import { manualClock } from '../../../shared/scheduler/clock';
import { scheduledJobs } from '../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../shared/scheduler/local-scheduler';

const HOUR = 3_600_000;

async function reminders(userId: number) {
  const { items } = await listPage(STAFF_NOTIFICATION, 1, 20, { filters: { user_id: userId } });
  return items.map((item) => `${item.type}:${item.subject_id}`);
}

describe('visit reminders on a clock moved by hand', () => {
  it('reminds the assignee 24 hours and 2 hours before the visit, each once', async () => {
    const agent = await createEntity(USER, {
      name: 'Reminded Agent',
      email: `reminded.${randomUUID()}@example.com`,
      phone: null,
      job_title: null,
      id_number: null,
      roles: ['sales_agent'],
    });
    const client = await createEntity(CLIENT, {
      ...emptyClient,
      name: 'Reminded Client',
      phone: '966500000001',
    });
    // A day far ahead of every other test's visits, so the job's window holds this one alone.
    const day = new Date(Date.now() + (40_000 + Math.floor(Math.random() * 5_000)) * 86_400_000);
    const visitAt = new Date(`${day.toISOString().slice(0, 10)}T10:00:00Z`);
    const visit = await bookStaffVisit(
      await readStaffCaller(agent.id, { abilities: ['crm.visits.manage'] }),
      { client_id: client.id },
      { project_id: 1, visit_at: visitAt },
      'en',
    );
    const job = scheduledJobs.find((candidate) => candidate.name === 'visit-reminders');
    if (!job) throw new Error('the visit-reminders job is not registered');
    const clock = manualClock(new Date(visitAt.getTime() - 30 * HOUR));
    const scheduler = startLocalScheduler({
      jobs: [{ ...job, name: `visit-reminders-${randomUUID().slice(0, 8)}` }],
      clock,
    });

    await scheduler.tick();
    expect(await reminders(agent.id)).toEqual([]);
    clock.set(new Date(visitAt.getTime() - 23 * HOUR));
    await scheduler.tick();
    expect(await reminders(agent.id)).toEqual([`visit_reminder:${visit.id}`]);
    clock.advance(HOUR);
    await scheduler.tick();
    expect(await reminders(agent.id)).toHaveLength(1);
    clock.set(new Date(visitAt.getTime() - 90 * 60_000));
    await scheduler.tick();
    expect(await reminders(agent.id)).toEqual([`visit_reminder:${visit.id}`, `visit_reminder:${visit.id}`]);
    clock.advance(HOUR);
    await scheduler.tick();
    expect(await reminders(agent.id)).toHaveLength(2);
    const stored = await getEntity(VISIT, visit.id, 'visit');
    expect(stored.reminded_24h_at).toBeTruthy();
    expect(stored.reminded_2h_at).toBeTruthy();
    scheduler.stop();
  });
});
