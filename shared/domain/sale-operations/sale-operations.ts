import { type EntityOf, entityType } from '../../db/entity-type';
import type { ScheduleLineKind } from '../sales-support/init-sale-payment-plan';

/** What an operation moves (STAFF-DOMAIN 6.2): a plan line's kind, `other`, or a refund (refunds module). */
export const OPERATION_KINDS = [
  'orbon',
  'down_payment',
  'installment',
  'bank_payment',
  'other',
  'refund',
  'partial_refund',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** How the money came in. */
export const PAYMENT_METHODS = [
  'cash',
  'bank_transfer',
  'cheque',
  'mada_pos',
  'online',
  'bank_financing',
  'najiz_intermediary',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Only `paid` counts in the sale's totals; `pending_gateway` waits for the online gateway, and
 * turns `expired` once its link lapsed unpaid (expire-links.ts).
 */
export type OperationStatus = 'pending_gateway' | 'paid' | 'failed' | 'cancelled' | 'expired';

/** The part of an operation that went to one plan line, so a delete or an edit gives back exactly that. */
export interface LineAllocation {
  sequence: number;
  amount: number;
}

/**
 * Money received for a sale, in halalas. `allocations` are the plan lines it paid (the chosen
 * line first, else oldest unpaid first). A deleted operation keeps its item with `deleted_at`
 * and `delete_reason` (it may be restored); `receipt_no` is gap-free per Riyadh year.
 */
export interface SaleOperation {
  sale_id: number;
  kind: OperationKind;
  /** The line the payer chose (null: allocated oldest unpaid first). */
  schedule_line: number | null;
  allocations: LineAllocation[];
  amount: number;
  method: PaymentMethod;
  reference_no: string | null;
  paid_at: string;
  /** Null while an online payment waits for the gateway: the number is taken when it is paid. */
  receipt_no: string | null;
  status: OperationStatus;
  /** An online payment's link and its expiry (30 minutes), and why the gateway's outcome failed it. */
  payment_link?: string | null;
  link_expires_at?: string | null;
  failure_reason?: string | null;
  /** The link's token: a gateway report must name it (kept off the wire record). */
  gateway_token?: string | null;
  created_by_user_id: number | null;
  updated_by_user_id?: number | null;
  deleted_by_user_id?: number | null;
  /** Not the store's `deleted_at` (which hides an item from reads): a deleted operation stays readable to be restored. */
  soft_deleted_at?: string | null;
  delete_reason?: string | null;
}

/** An ordered list's band: the pending links lapsing within one hour count together. */
const HOUR_MS = 3_600_000;

/**
 * A sale's operations hang under the sale (a link each: `linkedIds(sale, SALE_OPERATION)`). The one
 * list besides the unfiltered one is the scheduler's: online payments still `pending_gateway`,
 * ordered by `link_expires_at`, so the expiry job reads a key range of the due ones only.
 */
export const SALE_OPERATION = entityType<SaleOperation>('SALE_OPERATION', {
  lists: [{ where: { status: 'pending_gateway' }, orderBy: 'link_expires_at', step: HOUR_MS }],
});
export type SaleOperationEntity = EntityOf<typeof SALE_OPERATION>;

/** The line kinds a `draft` sale may take money for (before the contract only these). */
export const DRAFT_PAYABLE_KINDS: readonly ScheduleLineKind[] = ['orbon', 'down_payment'];

/** The sale states that take payments (STAFF-DOMAIN 6.2: draft only for orbon and down payment). */
export const PAYABLE_SALE_STATUSES = ['draft', 'contracted', 'ready_for_emptying'] as const;
