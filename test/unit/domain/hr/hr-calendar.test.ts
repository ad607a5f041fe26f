import { describe, expect, it } from 'vitest';
import {
  dayKind,
  isRamadan,
  leaveDays,
  riyadhMoment,
  weekdayOf,
} from '../../../../shared/domain/hr/hr-calendar';
import { DEFAULT_HOLIDAY_CALENDARS } from '../../../../shared/domain/hr/hr-reference';

const calendars = new Map(DEFAULT_HOLIDAY_CALENDARS.map((calendar) => [calendar.year, calendar]));

describe('the HR calendar (Riyadh, Friday–Saturday weekend)', () => {
  it('counts annual leave in working days: a week from Sunday to Saturday is five', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(leaveDays('2026-12-06', '2026-12-12', 'working', calendars)).toBe(5);
    expect(leaveDays('2026-12-06', '2026-12-12', 'calendar', calendars)).toBe(7);
  });

  it('does not deduct a public holiday from annual leave (National Day 2026 is a Wednesday)', () => {
    expect(dayKind('2026-09-23', calendars)).toBe('holiday');
    expect(leaveDays('2026-09-20', '2026-09-24', 'working', calendars)).toBe(4);
  });

  it('counts a half day as 0.5, only on a one-day leave', () => {
    expect(leaveDays('2026-12-07', '2026-12-07', 'working', calendars, true)).toBe(0.5);
    expect(leaveDays('2026-12-07', '2026-12-08', 'working', calendars, true)).toBe(2);
  });

  it('knows Ramadan and the weekend', () => {
    expect(isRamadan('2026-03-01', calendars)).toBe(true);
    expect(isRamadan('2026-04-01', calendars)).toBe(false);
    expect(dayKind('2026-12-11', calendars)).toBe('weekend');
  });

  it('places a shift time on its Riyadh day (UTC+3)', () => {
    expect(riyadhMoment('2026-12-07', '08:00').toISOString()).toBe('2026-12-07T05:00:00.000Z');
  });
});
