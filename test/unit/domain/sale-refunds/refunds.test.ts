import { describe, expect, it } from 'vitest';
import { mostRefundable, refundDeductions } from '../../../../shared/domain/sale-refunds/refund-deductions';
import { refundLifecycle } from '../../../../shared/domain/sale-refunds/refund-lifecycle';
import { refundFromLines } from '../../../../shared/domain/sale-refunds/refund-lines';
import type { SaleEntity } from '../../../../shared/domain/sales/sales';
import type { ScheduleLine } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { readmeTable } from '../lifecycle/readme-table';

const line = (sequence: number, due_date: string, amount: number, paid_amount: number): ScheduleLine => ({
  sequence,
  kind: sequence === 1 ? 'orbon' : sequence === 2 ? 'down_payment' : 'installment',
  due_date,
  amount,
  paid_amount,
  status: paid_amount >= amount ? 'paid' : paid_amount > 0 ? 'partially_paid' : 'pending',
});
const lines = [
  line(1, '2026-01-01', 500, 500),
  line(2, '2026-01-08', 1_000, 1_000),
  line(3, '2026-02-01', 8_500, 300),
];

describe('refunds (pure rules)', () => {
  it('give back from the lines latest due first, reopening them; a full refund cancels what stays open', () => {
    const partial = refundFromLines(lines, 800);
    expect(partial?.allocations).toEqual([
      { sequence: 3, amount: 300 },
      { sequence: 2, amount: 500 },
    ]);
    expect(partial?.lines.map((entry) => [entry.paid_amount, entry.status])).toEqual([
      [500, 'paid'],
      [500, 'partially_paid'],
      [0, 'pending'],
    ]);
    const full = refundFromLines(lines, 1_300, { close: true });
    expect(full?.lines.map((entry) => [entry.paid_amount, entry.status])).toEqual([
      [500, 'paid'],
      [0, 'cancelled'],
      [0, 'cancelled'],
    ]);
    expect(refundFromLines(lines, 1_801)).toBeNull();
  });

  it('deduct the forfeited earnest money (not the advance) and a contractual fee', () => {
    const sale = {
      paid_total: 10_000,
      refunded_total: 1_000,
      orbon_status: 'forfeited',
      orbon_amount: 2_000,
      orbon_advance_amount: 500,
    } as SaleEntity;
    const deductions = refundDeductions(sale, 300);
    expect(deductions).toEqual([
      { kind: 'forfeited_orbon', amount: 2_000 },
      { kind: 'contractual_fee', amount: 300 },
    ]);
    expect(mostRefundable(sale, deductions)).toBe(6_700);
    expect(refundDeductions({ ...sale, orbon_status: 'received' } as SaleEntity)).toEqual([]);
  });

  it('the life cycle is the table in the README', () => {
    const [readme, table] = readmeTable('shared/domain/sale-refunds/README.md', refundLifecycle);
    expect(readme).toContain(table);
  });
});
