import { lineStatus } from '../sale-operations/allocation';
import type { LineAllocation } from '../sale-operations/sale-operations';
import type { ScheduleLine } from '../sales-support/init-sale-payment-plan';

/**
 * Gives an amount (halalas) back from a plan's lines, latest due first (the plan and the sale agree:
 * the lines hold what the sale holds). Pure. `close`: a full refund, whose lines still open end
 * `cancelled`. Returns null when the lines hold less than the amount.
 */
export function refundFromLines(
  lines: ScheduleLine[],
  amount: number,
  options: { close?: boolean } = {},
): { lines: ScheduleLine[]; allocations: LineAllocation[] } | null {
  const order = [...lines].sort((a, b) => b.due_date.localeCompare(a.due_date) || b.sequence - a.sequence);
  const paid = new Map(lines.map((line) => [line.sequence, line.paid_amount]));
  const allocations: LineAllocation[] = [];
  let left = amount;
  for (const line of order) {
    if (left === 0) break;
    const part = Math.min(line.paid_amount, left);
    if (part <= 0) continue;
    paid.set(line.sequence, line.paid_amount - part);
    allocations.push({ sequence: line.sequence, amount: part });
    left -= part;
  }
  if (left > 0) return null;
  return {
    lines: lines.map((line) => {
      const now = paid.get(line.sequence) ?? line.paid_amount;
      const status = options.close && now < line.amount ? 'cancelled' : lineStatus(line, now);
      return now === line.paid_amount && status === line.status
        ? line
        : { ...line, paid_amount: now, status };
    }),
    allocations,
  };
}
