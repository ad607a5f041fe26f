import type { ScheduleLine } from '../sales-support/init-sale-payment-plan';
import type { LineAllocation } from './sale-operations';

/** Why an amount cannot be allocated: the chosen line does not exist or is not payable now. */
export type AllocationRefusal = 'unknown_line' | 'line_not_payable' | 'over_payable';

/** A line's status once it holds `paid` (halalas): a cancelled line stays cancelled. */
export const lineStatus = (line: ScheduleLine, paid: number): ScheduleLine['status'] =>
  line.status === 'cancelled'
    ? 'cancelled'
    : paid >= line.amount
      ? 'paid'
      : paid > 0
        ? 'partially_paid'
        : line.status === 'overdue'
          ? 'overdue'
          : 'pending';

/**
 * Spreads an amount (halalas) over a plan's open lines: the chosen line first (up to what it still
 * owes), the rest oldest due first. `payable` narrows the lines (a draft sale: orbon and down
 * payment only). Pure: the caller writes the lines it returns in its transaction.
 */
export function allocatePayment(
  lines: ScheduleLine[],
  amount: number,
  options: { chosen?: number | undefined; payable?: (line: ScheduleLine) => boolean },
): { lines: ScheduleLine[]; allocations: LineAllocation[] } | AllocationRefusal {
  const payable = (line: ScheduleLine) => line.status !== 'cancelled' && (options.payable?.(line) ?? true);
  const chosen =
    options.chosen === undefined ? undefined : lines.find((line) => line.sequence === options.chosen);
  if (options.chosen !== undefined && !chosen) return 'unknown_line';
  if (chosen && (!payable(chosen) || chosen.paid_amount >= chosen.amount)) return 'line_not_payable';
  const order = [
    ...(chosen ? [chosen] : []),
    ...lines
      .filter((line) => line !== chosen && payable(line))
      .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.sequence - b.sequence),
  ];
  const paid = new Map(lines.map((line) => [line.sequence, line.paid_amount]));
  const allocations: LineAllocation[] = [];
  let left = amount;
  for (const line of order) {
    if (left === 0) break;
    const open = line.amount - (paid.get(line.sequence) ?? 0);
    if (open <= 0) continue;
    const part = Math.min(open, left);
    paid.set(line.sequence, (paid.get(line.sequence) ?? 0) + part);
    allocations.push({ sequence: line.sequence, amount: part });
    left -= part;
  }
  if (left > 0) return 'over_payable';
  return { lines: withPaid(lines, paid), allocations };
}

/** Gives back what an operation paid to its lines (a delete, or the old amount of an edit). */
export function releaseAllocations(lines: ScheduleLine[], allocations: LineAllocation[]): ScheduleLine[] {
  const paid = new Map(lines.map((line) => [line.sequence, line.paid_amount]));
  for (const part of allocations)
    paid.set(part.sequence, Math.max(0, (paid.get(part.sequence) ?? 0) - part.amount));
  return withPaid(lines, paid);
}

function withPaid(lines: ScheduleLine[], paid: Map<number, number>): ScheduleLine[] {
  return lines.map((line) => {
    const amount = paid.get(line.sequence) ?? line.paid_amount;
    if (amount === line.paid_amount) return line;
    return {
      ...line,
      paid_amount: amount,
      status: lineStatus(line, amount),
    };
  });
}
