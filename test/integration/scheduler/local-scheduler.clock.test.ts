import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../shared/scheduler/clock';
import type { ScheduledJob } from '../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../shared/scheduler/local-scheduler';
import { runJobOnce } from '../../../shared/scheduler/run-job';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A job of this test alone (run markers stay in the shared table) that records each `now` it ran for. */
function recordingJob(schedule: ScheduledJob['schedule']): ScheduledJob & { runs: string[] } {
  const runs: string[] = [];
  return {
    name: `test-${randomUUID()}`,
    schedule,
    runs,
    run: async (now) => {
      runs.push(now.toISOString());
    },
  };
}

describe('the scheduler', () => {
  it('runs a job once per due time, at 08:00 Riyadh, with two runners and a clock moved by hand', async () => {
    const digest = recordingJob({ cron: '0 8 * * *' });
    const clock = manualClock(new Date('2026-03-01T04:58:00Z'));
    const runners = [1, 2].map(() => startLocalScheduler({ jobs: [digest], clock }));
    clock.advance(MINUTE);
    await Promise.all(runners.map((runner) => runner.tick()));
    expect(digest.runs).toEqual([]);
    clock.advance(2 * MINUTE);
    const [first, second] = await Promise.all(runners.map((runner) => runner.tick()));
    expect([...(first ?? []), ...(second ?? [])]).toEqual([
      { job: digest.name, dueAt: '2026-03-01T05:00:00.000Z' },
    ]);
    // Two days later in one step: each day's 08:00 runs once, in order.
    clock.advance(2 * DAY);
    await Promise.all(runners.map((runner) => runner.tick()));
    expect(digest.runs).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-03-02T05:00:00.000Z',
      '2026-03-03T05:00:00.000Z',
    ]);
    for (const runner of runners) runner.stop();
  });

  it('runs a rate job at each multiple of its period, and a due time once whoever asks', async () => {
    const hourly = recordingJob({ rateMinutes: 60 });
    const clock = manualClock(new Date('2026-03-01T00:30:00Z'));
    const scheduler = startLocalScheduler({ jobs: [hourly], clock });
    clock.advance(3 * 60 * MINUTE);
    await scheduler.tick();
    expect(hourly.runs).toEqual([
      '2026-03-01T01:00:00.000Z',
      '2026-03-01T02:00:00.000Z',
      '2026-03-01T03:00:00.000Z',
    ]);
    // The AWS function asked for a due time the loop already ran: it does not run again.
    expect(await runJobOnce(hourly, new Date('2026-03-01T02:00:00Z'))).toBe(false);
    const twenty = await Promise.all(
      Array.from({ length: 20 }, () => runJobOnce(hourly, new Date('2026-03-01T04:00:00Z'))),
    );
    expect(twenty.filter(Boolean)).toHaveLength(1);
    expect(hourly.runs).toHaveLength(4);
    scheduler.stop();
  });

  it('lets a failed run be run again for the same due time', async () => {
    let failures = 1;
    const flaky = recordingJob({ rateMinutes: 60 });
    const job: ScheduledJob = {
      ...flaky,
      run: async (now) => {
        if (failures-- > 0) throw new Error('downstream unavailable');
        await flaky.run(now);
      },
    };
    const due = new Date('2026-03-01T05:00:00Z');
    await expect(runJobOnce(job, due)).rejects.toThrow('downstream unavailable');
    expect(await runJobOnce(job, due)).toBe(true);
    expect(await runJobOnce(job, due)).toBe(false);
    expect(flaky.runs).toEqual(['2026-03-01T05:00:00.000Z']);
  });
});
