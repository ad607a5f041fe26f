import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listDigestEntries } from '../../../shared/domain/acceptances/digest-entries';
import { loadAcceptance, submitForAcceptance } from '../../../shared/domain/acceptances/engine';
import { riyadhDay } from '../../../shared/domain/home/riyadh-day';
import { manualClock } from '../../../shared/scheduler/clock';
import { scheduledJobs } from '../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../shared/scheduler/local-scheduler';
import { staffRecord } from '../../support/crm-staff';
import { expenseType, freshRole, notificationTypes } from '../domain/acceptances/test-approvable';

const HOUR = 3_600_000;

describe('the scheduler with the real jobs, on a clock moved by hand', () => {
  it('reminds the reviewer, escalates past the deadline, and writes the digest at 08:00 Riyadh', async () => {
    // Notifications go to existing, active staff members only: the people are records of the test.
    const [requester, reviewer, boss] = await Promise.all([staffRecord(), staffRecord(), staffRecord()]);
    const expenses = expenseType([
      {
        name: 'scheduled',
        reminder_hours: 4,
        sla_hours: 10,
        escalation_role: await freshRole(boss),
        steps: [{ name: 'r', reviewer: { kind: 'user', user_id: reviewer } }],
      },
    ]);
    const acceptance = await submitForAcceptance(expenses.type, (await expenses.create(requester)).id);
    const opened = Date.parse(acceptance.requested_at);
    // The jobs the scheduler runs in AWS and in `npm start`, under names of this test (the run
    // markers of a due time stay in the shared table).
    const suffix = randomUUID().slice(0, 8);
    const jobs = scheduledJobs.map((job) => ({ ...job, name: `${job.name}-${suffix}` }));
    const clock = manualClock(new Date(opened));
    const scheduler = startLocalScheduler({ jobs, clock });

    clock.advance(3 * HOUR);
    await scheduler.tick();
    expect(await notificationTypes(reviewer)).toEqual(['acceptance_requested']);

    clock.set(new Date(opened + 5 * HOUR));
    await scheduler.tick();
    expect(await notificationTypes(reviewer)).toEqual(['acceptance_reminder', 'acceptance_requested']);
    expect(await notificationTypes(boss)).toEqual([]);

    clock.set(new Date(opened + 11 * HOUR));
    await scheduler.tick();
    expect(await notificationTypes(boss)).toEqual(['acceptance_escalated']);
    const events = (await loadAcceptance(acceptance.id)).events.map((entry) => entry.kind);
    expect(events).toEqual(['submitted', 'step_opened', 'reminded', 'escalated']);

    // The next 08:00 in Riyadh (05:00 UTC): that day's digest names the approval still waiting.
    const digestAt = new Date(opened + 11 * HOUR);
    digestAt.setUTCHours(5, 0, 0, 0);
    if (digestAt.getTime() <= opened + 11 * HOUR) digestAt.setUTCDate(digestAt.getUTCDate() + 1);
    clock.set(new Date(digestAt.getTime() + 60_000));
    await scheduler.tick();
    const digest = await listDigestEntries(reviewer, 'en', { page: 1, perPage: 10, filters: {} });
    expect(digest.items).toContainEqual(
      expect.objectContaining({ acceptance_id: acceptance.id, digest_date: riyadhDay(digestAt) }),
    );
    scheduler.stop();
  });
});
