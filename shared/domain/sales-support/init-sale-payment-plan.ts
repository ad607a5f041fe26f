import { type EntityOf, entityType } from '../../db/entity-type';
import { sarOfHalalas } from '../money';
import type { PurchaseMethod } from './solvency';

/** What a line of a payment plan collects (STAFF-DOMAIN 6.2). */
export const SCHEDULE_LINE_KINDS = ['orbon', 'down_payment', 'installment', 'bank_payment'] as const;
export type ScheduleLineKind = (typeof SCHEDULE_LINE_KINDS)[number];
/** A line's state: the daily job (issue 17) marks unpaid lines past due `overdue`. */
export type ScheduleLineStatus = 'pending' | 'partially_paid' | 'paid' | 'overdue' | 'cancelled';

/** One due amount of a sale, in halalas; `due_date` is a Riyadh calendar day. */
export interface ScheduleLine {
  sequence: number;
  kind: ScheduleLineKind;
  due_date: string;
  amount: number;
  paid_amount: number;
  status: ScheduleLineStatus;
}

/**
 * A sale's payment plan: one item per sale, with the sale's id as its own id (read in one GetItem
 * from the sale). Its lines always add up to `total` (the sale's client total). Issue 17 extends it:
 * payments raise a line's `paid_amount` under the plan's `version` (one conditional write), and a
 * reschedule replaces the unpaid lines, keeping the previous lines as a numbered `plan_version`.
 */
export interface PaymentPlan {
  sale_id: number;
  plan_version: number;
  total: number;
  lines: ScheduleLine[];
  /** A reschedule waiting for approval (shared/domain/sale-repricing), amounts in halalas. */
  pending_reschedule?: PendingReschedule | null;
  /** The `PAYMENT_PLAN_VERSION` items that keep the lines each reschedule replaced, oldest first. */
  previous_version_ids?: number[];
}

/** New unpaid lines asked for, kept on the plan until their approval is decided. */
export interface PendingReschedule {
  lines: Array<{ due_date: string; amount: number }>;
  requested_by_user_id: number | null;
  requested_at: string;
}

export const PAYMENT_PLAN = entityType<PaymentPlan>('PAYMENT_PLAN');
export type PaymentPlanEntity = EntityOf<typeof PAYMENT_PLAN>;

/** The days after init sale the down payment and the balance fall due when the request does not say. */
export const DOWN_PAYMENT_DAYS = 7;
export const BALANCE_DAYS = 30;
/** The down payment asked by default: this percentage of the client total, less the earnest money. */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 10;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first plan of a sale: the earnest money already paid (when the hold had any), the down
 * payment, and the balance, paid by the bank when the method involves one, else as one installment.
 * Lines of 0 are left out; the amounts add up to `total`.
 */
export function initialPaymentLines(input: {
  total: number;
  orbon: number;
  down_payment: number;
  purchase_method: PurchaseMethod;
  today: string;
  down_payment_due_date: string;
  balance_due_date: string;
}): ScheduleLine[] {
  const balance = input.total - input.orbon - input.down_payment;
  const balanceKind: ScheduleLineKind =
    input.purchase_method === 'bank_financing' || input.purchase_method === 'mixed'
      ? 'bank_payment'
      : 'installment';
  const lines: Array<Omit<ScheduleLine, 'sequence'>> = [
    { kind: 'orbon', due_date: input.today, amount: input.orbon, paid_amount: input.orbon, status: 'paid' },
    {
      kind: 'down_payment',
      due_date: input.down_payment_due_date,
      amount: input.down_payment,
      paid_amount: 0,
      status: 'pending',
    },
    {
      kind: balanceKind,
      due_date: input.balance_due_date,
      amount: balance,
      paid_amount: 0,
      status: 'pending',
    },
  ];
  return lines.filter((line) => line.amount > 0).map((line, index) => ({ sequence: index + 1, ...line }));
}

/** A plan's lines as the wire shows them (amounts in SAR with 2 decimals). */
export const paymentLinesOnWire = (lines: ScheduleLine[]) =>
  lines.map((line) => ({
    ...line,
    amount: sarOfHalalas(line.amount),
    paid_amount: sarOfHalalas(line.paid_amount),
  }));
