import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allocateRepayment,
  buildSchedule,
  lastInstallment,
  monthlyInstallment,
} from '../../../shared/domain/payroll-loans/loan-schedule';

describe('payroll loan schedule', () => {
  it('rounds the installment up to the halala and lets the last month absorb the rounding', () => {
    // 1 000.00 SAR over 7 months: 142.86 six times, 142.84 last.
    expect(monthlyInstallment(100_000, 7)).toBe(14_286);
    const schedule = buildSchedule(100_000, 7, '2026-11');
    expect(schedule.map((entry) => entry.amount)).toEqual([
      14_286, 14_286, 14_286, 14_286, 14_286, 14_286, 14_284,
    ]);
    expect(schedule.reduce((sum, entry) => sum + entry.amount, 0)).toBe(100_000);
    expect(schedule.map((entry) => entry.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
    ]);
  });

  it('never makes the last installment larger than the others, and sums to the amount for any split', () => {
    for (const amount of [1_00, 999_99, 24_000_00, 12_345_67])
      for (let count = 1; count <= 24; count++) {
        if (lastInstallment(amount, count) <= 0) continue;
        const schedule = buildSchedule(amount, count, '2026-12');
        expect(schedule).toHaveLength(count);
        expect(schedule.reduce((sum, entry) => sum + entry.amount, 0)).toBe(amount);
        expect((schedule.at(-1)?.amount ?? 0) <= monthlyInstallment(amount, count)).toBe(true);
      }
  });

  it('answers a last installment of zero or less when the count is too long for the amount', () => {
    // 1.00 SAR in 24: 0.05 a month would overpay by the 23rd month.
    expect(lastInstallment(100, 24)).toBeLessThanOrEqual(0);
    expect(lastInstallment(2400, 24)).toBe(100);
  });

  it('moves months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', 23)).toBe('2027-12');
  });

  it('allocates a repayment oldest installment first, a part left on the month it stops in', () => {
    const schedule = buildSchedule(300_000, 3, '2026-12');
    const first = allocateRepayment(schedule, 150_000);
    expect(first.allocations).toEqual([
      { month: '2026-12', amount: 100_000 },
      { month: '2027-01', amount: 50_000 },
    ]);
    expect(first.schedule.map((entry) => [entry.paid, entry.status])).toEqual([
      [100_000, 'paid'],
      [50_000, 'partial'],
      [0, 'due'],
    ]);
    const second = allocateRepayment(first.schedule, 150_000);
    expect(second.allocations).toEqual([
      { month: '2027-01', amount: 50_000 },
      { month: '2027-02', amount: 100_000 },
    ]);
    expect(second.schedule.every((entry) => entry.status === 'paid')).toBe(true);
  });
});
