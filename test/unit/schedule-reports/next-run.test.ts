import { describe, expect, it } from 'vitest';
import { nextRunAt, type ScheduleTiming } from '../../../shared/domain/schedule-reports/next-run';

const timing = (over: Partial<ScheduleTiming>): ScheduleTiming => ({
  frequency: 'daily',
  time: '08:00',
  day_of_week: null,
  day_of_month: null,
  ...over,
});

describe('next run of a scheduled report (Asia/Riyadh)', () => {
  it('runs at the Riyadh time, 3 hours before UTC', () => {
    // 2026-12-08 04:00 UTC is 07:00 in Riyadh: 08:00 Riyadh the same day is 05:00 UTC.
    expect(nextRunAt(timing({}), new Date('2026-12-08T04:00:00Z')).toISOString()).toBe(
      '2026-12-08T05:00:00.000Z',
    );
    // Just past it: the next day.
    expect(nextRunAt(timing({}), new Date('2026-12-08T05:00:00Z')).toISOString()).toBe(
      '2026-12-09T05:00:00.000Z',
    );
  });

  it('a Riyadh time past midnight UTC falls on the Riyadh day', () => {
    // 01:30 Riyadh on 2026-12-09 is 22:30 UTC on 2026-12-08.
    expect(nextRunAt(timing({ time: '01:30' }), new Date('2026-12-08T12:00:00Z')).toISOString()).toBe(
      '2026-12-08T22:30:00.000Z',
    );
  });

  it('"weekdays" are Sunday to Thursday: after Thursday comes Sunday', () => {
    // 2026-12-10 is a Thursday; past its 08:00 the next run is Sunday 2026-12-13.
    const after = new Date('2026-12-10T06:00:00Z');
    expect(nextRunAt(timing({ frequency: 'weekdays' }), after).toISOString()).toBe(
      '2026-12-13T05:00:00.000Z',
    );
    // A Friday morning also waits for Sunday.
    expect(nextRunAt(timing({ frequency: 'weekdays' }), new Date('2026-12-11T01:00:00Z')).toISOString()).toBe(
      '2026-12-13T05:00:00.000Z',
    );
    // Sunday to Thursday run on consecutive days.
    expect(nextRunAt(timing({ frequency: 'weekdays' }), new Date('2026-12-13T06:00:00Z')).toISOString()).toBe(
      '2026-12-14T05:00:00.000Z',
    );
  });

  it('weekly on its day of the week (0 = Sunday)', () => {
    expect(
      nextRunAt(
        timing({ frequency: 'weekly', day_of_week: 2 }),
        new Date('2026-12-08T06:00:00Z'),
      ).toISOString(),
    ).toBe('2026-12-15T05:00:00.000Z');
  });

  it('monthly on the 31st runs on the last day of a short month', () => {
    const monthly = timing({ frequency: 'monthly', day_of_month: 31 });
    expect(nextRunAt(monthly, new Date('2026-11-01T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T05:00:00.000Z',
    );
    expect(nextRunAt(monthly, new Date('2027-02-01T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T05:00:00.000Z',
    );
    expect(nextRunAt(monthly, new Date('2028-02-01T00:00:00Z')).toISOString()).toBe(
      '2028-02-29T05:00:00.000Z',
    );
    expect(nextRunAt(monthly, new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T05:00:00.000Z',
    );
  });
});
