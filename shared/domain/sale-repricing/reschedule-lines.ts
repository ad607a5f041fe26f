import type { ScheduleLine } from '../sales-support/init-sale-payment-plan';

/** A new unpaid line asked for: a Riyadh day and an amount in halalas. */
export interface RequestedLine {
  due_date: string;
  amount: number;
}

/** Days the last due date may move (either way) before a reschedule needs approval (STAFF-DOMAIN 6.4). */
export const RESCHEDULE_FREE_DAYS = 90;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/** The lines that still owe money (a partly paid one included), in plan order. */
export const openLines = (lines: ScheduleLine[]): ScheduleLine[] =>
  lines.filter((line) => line.status !== 'cancelled' && line.amount > line.paid_amount);

/** What the plan's lines hold (their paid parts), in halalas. */
export const linesHeld = (lines: ScheduleLine[]): number =>
  lines.reduce((sum, line) => sum + line.paid_amount, 0);

/**
 * Whether a reschedule needs approval: the number of open lines changes, or the last due date moves
 * more than RESCHEDULE_FREE_DAYS either way.
 */
export function rescheduleNeedsApproval(lines: ScheduleLine[], requested: RequestedLine[]): boolean {
  const open = openLines(lines);
  if (open.length !== requested.length) return true;
  const lastOld = open
    .map((line) => line.due_date)
    .sort()
    .at(-1);
  const lastNew = requested.at(-1)?.due_date;
  if (!lastOld || !lastNew) return true;
  return Math.abs(dayNumber(lastNew) - dayNumber(lastOld)) > RESCHEDULE_FREE_DAYS;
}

/**
 * The plan after a reschedule: every line that holds money is frozen at what it holds (a partly
 * paid line keeps its paid part, now `paid`), lines that hold nothing leave, and the requested lines
 * follow with new sequences (never reused: operations name the lines they paid by sequence). The
 * new lines are installments, the last one a bank payment when the plan's last open line was one.
 */
export function rescheduledLines(lines: ScheduleLine[], requested: RequestedLine[]): ScheduleLine[] {
  const frozen = lines
    .filter((line) => line.paid_amount > 0)
    .map((line) => ({ ...line, amount: line.paid_amount, status: 'paid' as const }));
  const nextSequence = Math.max(0, ...lines.map((line) => line.sequence)) + 1;
  const bankLast = openLines(lines).at(-1)?.kind === 'bank_payment';
  const added = requested.map(
    (line, index): ScheduleLine => ({
      sequence: nextSequence + index,
      kind: bankLast && index === requested.length - 1 ? 'bank_payment' : 'installment',
      due_date: line.due_date,
      amount: line.amount,
      paid_amount: 0,
      status: 'pending',
    }),
  );
  return [...frozen, ...added];
}

/**
 * Requested lines lowered by `paidMeanwhile` halalas from the first on (money paid between the
 * request and its approval paid the earliest of them); lines brought to 0 leave.
 */
export function lowerFromFirst(requested: RequestedLine[], paidMeanwhile: number): RequestedLine[] {
  let left = paidMeanwhile;
  return requested
    .map((line) => {
      const take = Math.min(left, line.amount);
      left -= take;
      return { ...line, amount: line.amount - take };
    })
    .filter((line) => line.amount > 0);
}
