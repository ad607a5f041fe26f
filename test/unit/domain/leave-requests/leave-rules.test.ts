import { describe, expect, it } from 'vitest';
import { leaveDays } from '../../../../shared/domain/hr/hr-calendar';
import { DEFAULT_HOLIDAY_CALENDARS, DEFAULT_LEAVE_TYPES } from '../../../../shared/domain/hr/hr-reference';
import { leaveSubtype } from '../../../../shared/domain/leave-requests/leave-acceptance';
import { monthlyAccrual } from '../../../../shared/domain/leave-requests/leave-accrual';
import {
  nextSickTier,
  serviceYearStart,
  sickPayBreakdown,
  spanDays,
} from '../../../../shared/domain/leave-requests/leave-rules';

const calendars = new Map(DEFAULT_HOLIDAY_CALENDARS.map((calendar) => [calendar.year, calendar]));
const tiers = DEFAULT_LEAVE_TYPES.find((type) => type.code === 'sick')?.pay_tiers ?? [];

describe('leave day counting', () => {
  it('counts annual leave in working days: the Friday–Saturday weekend and holidays are not deducted', () => {
    // Sunday 2026-09-20 to Saturday 2026-09-26: National Day (Wednesday 23rd) and the weekend left out.
    expect(leaveDays('2026-09-20', '2026-09-26', 'working', calendars)).toBe(4);
    // Eid al-Fitr 2026 (20–23 March, Friday to Monday): a Sunday–Thursday week keeps 3 days.
    expect(leaveDays('2026-03-22', '2026-03-26', 'working', calendars)).toBe(3);
  });

  it('counts other leave in calendar days, and a one-day half day as 0.5', () => {
    expect(leaveDays('2026-09-20', '2026-09-26', 'calendar', calendars)).toBe(7);
    expect(leaveDays('2026-09-21', '2026-09-21', 'working', calendars, true)).toBe(0.5);
    expect(spanDays('2026-12-30', '2027-01-02')).toBe(4);
  });
});

describe('sick leave pay tiers (Art 117: 30 days at 100 %, 60 at 75 %, 30 unpaid a service year)', () => {
  it('tags a leave inside one tier with it', () => {
    expect(sickPayBreakdown(tiers, 0, '2026-01-01', '2026-01-10')).toEqual([
      { pay_pct: 100, days: 10, from_date: '2026-01-01', to_date: '2026-01-10' },
    ]);
    expect(sickPayBreakdown(tiers, 40, '2026-01-01', '2026-01-02')).toEqual([
      { pay_pct: 75, days: 2, from_date: '2026-01-01', to_date: '2026-01-02' },
    ]);
  });

  it('splits a leave that spans tiers per tier', () => {
    expect(sickPayBreakdown(tiers, 25, '2026-03-01', '2026-03-10')).toEqual([
      { pay_pct: 100, days: 5, from_date: '2026-03-01', to_date: '2026-03-05' },
      { pay_pct: 75, days: 5, from_date: '2026-03-06', to_date: '2026-03-10' },
    ]);
    const across = sickPayBreakdown(tiers, 88, '2026-03-01', '2026-03-05');
    expect(across?.map((part) => [part.pay_pct, part.days])).toEqual([
      [75, 2],
      [0, 3],
    ]);
  });

  it("refuses days past the service year (null) and names the next day's tier", () => {
    expect(sickPayBreakdown(tiers, 118, '2026-03-01', '2026-03-05')).toBeNull();
    expect(nextSickTier(tiers, 0)).toBe(100);
    expect(nextSickTier(tiers, 30)).toBe(75);
    expect(nextSickTier(tiers, 90)).toBe(0);
    expect(nextSickTier(tiers, 120)).toBeNull();
  });

  it('counts the service year from the last hire anniversary', () => {
    expect(serviceYearStart('2024-02-04', '2026-12-08')).toBe('2026-02-04');
    expect(serviceYearStart('2024-02-04', '2026-01-10')).toBe('2025-02-04');
    expect(serviceYearStart('2024-02-29', '2025-03-01')).toBe('2025-02-28');
    expect(serviceYearStart('2026-06-01', '2026-07-01')).toBe('2026-06-01');
  });
});

describe('annual accrual and the approval chain', () => {
  it('accrues 21 ÷ 12 a month, 30 ÷ 12 after five years of service', () => {
    expect(monthlyAccrual({ hire_date: '2023-01-15' }, '2026-12-01')).toBe(1.75);
    expect(monthlyAccrual({ hire_date: '2021-12-01' }, '2026-12-01')).toBe(2.5);
    expect(monthlyAccrual({ hire_date: '2021-12-02' }, '2026-12-01')).toBe(1.75);
  });

  it('adds the HR officer for leave over 5 days or unpaid', () => {
    expect(leaveSubtype({ days: 5, leave_type_code: 'annual' })).toBe('manager_only');
    expect(leaveSubtype({ days: 5.5, leave_type_code: 'annual' })).toBe('hr_step');
    expect(leaveSubtype({ days: 1, leave_type_code: 'unpaid' })).toBe('hr_step');
  });
});
