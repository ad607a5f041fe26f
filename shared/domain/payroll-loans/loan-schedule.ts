/**
 * The arithmetic of a payroll loan's schedule (STAFF-DOMAIN-2 2.3), in halalas: the installment is
 * the amount over the count rounded up to the halala, every month pays it but the last, which
 * absorbs the rounding (so it is the installment or less, never more: the 10 % cap holds for every
 * month). Pure functions, unit-tested in test/unit/payroll-loans/loan-schedule.test.ts.
 */

/** One month of the schedule: what it owes, what was paid, and where it stands. */
export interface ScheduleEntry {
  /** `YYYY-MM`. */
  month: string;
  amount: number;
  paid: number;
  status: 'due' | 'partial' | 'paid';
}

/** The monthly installment of an amount over a count: ceil to the halala. */
export const monthlyInstallment = (amount: number, count: number): number => Math.ceil(amount / count);

/** What the last month owes once the others paid the installment (0 or less: the count is too long). */
export const lastInstallment = (amount: number, count: number): number =>
  amount - monthlyInstallment(amount, count) * (count - 1);

/** `YYYY-MM` moved by a number of months. */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The schedule from the start month: `count` months, the last absorbing the rounding. */
export function buildSchedule(amount: number, count: number, startMonth: string): ScheduleEntry[] {
  const installment = monthlyInstallment(amount, count);
  return Array.from({ length: count }, (_, index) => ({
    month: addMonths(startMonth, index),
    amount: index === count - 1 ? lastInstallment(amount, count) : installment,
    paid: 0,
    status: 'due' as const,
  }));
}

/** A repayment's share of one month. */
export interface Allocation {
  month: string;
  amount: number;
}

/**
 * A repayment allocated oldest installment first: the schedule after it and what each month got.
 * The caller checks `amount <= outstanding` (the sum of what is left); a remainder cannot occur then.
 */
export function allocateRepayment(
  schedule: readonly ScheduleEntry[],
  amount: number,
): { schedule: ScheduleEntry[]; allocations: Allocation[] } {
  let left = amount;
  const allocations: Allocation[] = [];
  const next = schedule.map((entry) => {
    const owed = entry.amount - entry.paid;
    if (left <= 0 || owed <= 0) return { ...entry };
    const share = Math.min(owed, left);
    left -= share;
    allocations.push({ month: entry.month, amount: share });
    const paid = entry.paid + share;
    return { ...entry, paid, status: paid >= entry.amount ? ('paid' as const) : ('partial' as const) };
  });
  return { schedule: next, allocations };
}
