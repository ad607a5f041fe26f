import { describe, expect, it } from 'vitest';
import { dueTimes, schedulerExpression } from '../../../shared/scheduler/schedule';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('job schedules', () => {
  it('reads a cron in Riyadh time: 08:00 there is 05:00 UTC, every day', () => {
    const due = dueTimes(
      { cron: '0 8 * * *' },
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-03T05:00:00Z'),
    );
    expect(iso(due)).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-03-02T05:00:00.000Z',
      '2026-03-03T05:00:00.000Z',
    ]);
  });

  it("takes a Riyadh day's weekday: 01:30 Sunday in Riyadh is Saturday 22:30 UTC", () => {
    // 2026-03-01 is a Sunday.
    const due = dueTimes(
      { cron: '30 1 * * 0' },
      new Date('2026-02-27T00:00:00Z'),
      new Date('2026-03-07T00:00:00Z'),
    );
    expect(iso(due)).toEqual(['2026-02-28T22:30:00.000Z']);
  });

  it('counts steps, lists and ranges, and rates from the epoch', () => {
    const from = new Date('2026-03-01T05:00:00Z');
    expect(iso(dueTimes({ cron: '*/20 8 * * *' }, from, new Date('2026-03-01T06:00:00Z')))).toEqual([
      '2026-03-01T05:20:00.000Z',
      '2026-03-01T05:40:00.000Z',
    ]);
    expect(iso(dueTimes({ rateMinutes: 30 }, from, new Date('2026-03-01T06:00:00Z')))).toEqual([
      '2026-03-01T05:30:00.000Z',
      '2026-03-01T06:00:00.000Z',
    ]);
    expect(() => dueTimes({ cron: '61 8 * * *' }, from, from)).toThrow(/invalid cron field/);
  });

  it('writes the EventBridge Scheduler expression (one day field `?`, weekdays from 1)', () => {
    expect(schedulerExpression({ cron: '0 8 * * *' })).toBe('cron(0 8 * * ? *)');
    expect(schedulerExpression({ cron: '30 7 * * 0-4' })).toBe('cron(30 7 ? * 1-5 *)');
    expect(schedulerExpression({ cron: '0 9 1 * *' })).toBe('cron(0 9 1 * ? *)');
    expect(schedulerExpression({ rateMinutes: 15 })).toBe('rate(15 minutes)');
  });
});
