import { describe, expect, it } from 'vitest';
import { rescaledLines } from '../../../../shared/domain/sale-repricing/repricing';
import {
  lowerFromFirst,
  rescheduledLines,
  rescheduleNeedsApproval,
} from '../../../../shared/domain/sale-repricing/reschedule-lines';
import type { ScheduleLine } from '../../../../shared/domain/sales-support/init-sale-payment-plan';

const line = (sequence: number, due_date: string, amount: number, paid_amount = 0): ScheduleLine => ({
  sequence,
  kind: sequence === 3 ? 'bank_payment' : 'installment',
  due_date,
  amount,
  paid_amount,
  status: paid_amount === 0 ? 'pending' : paid_amount === amount ? 'paid' : 'partially_paid',
});
const plan = [line(1, '2026-01-01', 100, 100), line(2, '2026-02-01', 300, 50), line(3, '2026-03-01', 600)];

describe('reschedule lines', () => {
  it('needs approval when the open line count changes or the last due date moves more than 90 days', () => {
    const two = (last: string) => [
      { due_date: '2026-02-15', amount: 250 },
      { due_date: last, amount: 600 },
    ];
    expect(rescheduleNeedsApproval(plan, two('2026-05-30'))).toBe(false); // 90 days later
    expect(rescheduleNeedsApproval(plan, two('2026-05-31'))).toBe(true); // 91 days later
    expect(rescheduleNeedsApproval(plan, [{ due_date: '2026-03-01', amount: 850 }])).toBe(true);
  });

  it('freezes paid parts, drops the open lines and numbers the new ones after the highest sequence', () => {
    const lines = rescheduledLines(plan, [
      { due_date: '2026-02-15', amount: 250 },
      { due_date: '2026-04-01', amount: 600 },
    ]);
    expect(lines.map((row) => [row.sequence, row.kind, row.amount, row.paid_amount, row.status])).toEqual([
      [1, 'installment', 100, 100, 'paid'],
      [2, 'installment', 50, 50, 'paid'],
      [4, 'installment', 250, 0, 'pending'],
      [5, 'bank_payment', 600, 0, 'pending'],
    ]);
    expect(lines.reduce((sum, row) => sum + row.amount, 0)).toBe(1_000);
  });

  it('lowers requested lines from the first by money paid meanwhile', () => {
    expect(
      lowerFromFirst(
        [
          { due_date: '2026-02-15', amount: 250 },
          { due_date: '2026-04-01', amount: 600 },
        ],
        300,
      ),
    ).toEqual([{ due_date: '2026-04-01', amount: 550 }]);
  });
});

describe('rescaled lines', () => {
  it('rescales what the open lines owe to the new balance, paid parts kept, the last taking the rounding', () => {
    const lines = rescaledLines(plan, 700, '2026-01-10');
    expect(lines.map((row) => [row.sequence, row.amount, row.paid_amount, row.status])).toEqual([
      [1, 100, 100, 'paid'],
      // Owed 250 and 600 of 850, now 550 in all: 161 (rounded down) and 389.
      [2, 211, 50, 'partially_paid'],
      [3, 389, 0, 'pending'],
    ]);
    expect(lines.reduce((sum, row) => sum + row.amount, 0)).toBe(700);
  });

  it('closes the open lines when nothing is owed, and adds a line when money is owed again', () => {
    expect(rescaledLines(plan, 150, '2026-01-10').map((row) => [row.amount, row.status])).toEqual([
      [100, 'paid'],
      [50, 'paid'],
      [0, 'cancelled'],
    ]);
    const paidUp = [line(1, '2026-01-01', 100, 100)];
    expect(rescaledLines(paidUp, 130, '2026-01-10').at(-1)).toEqual({
      sequence: 2,
      kind: 'installment',
      due_date: '2026-02-09',
      amount: 30,
      paid_amount: 0,
      status: 'pending',
    });
  });
});
