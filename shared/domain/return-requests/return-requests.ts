import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError } from '../../errors';
import { bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

/** Why goods go back to the supplier. */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'quality', 'excess', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * One receipt line sent back: its quantity (Q8: within the line's `free_qty`), at the receipt's
 * price (`unit_price` halalas without VAT and `vat_rate`, copied from the receipt line).
 */
export interface ReturnLine {
  grn_line_id: number;
  po_detail_id: number;
  material_id: number;
  qty: number;
  unit_price: number;
  vat_rate: number;
  reason: ReturnReason;
  /**
   * Whether the material is kept in stock (as the receipt treated it): a material that is not
   * (ready-mix concrete) was received without a stock move, so its return moves none either.
   */
  is_stock_item: boolean;
}

/**
 * Goods of a posted receipt sent back to the supplier (STAFF-DOMAIN-2 1.2, 1.3; `RR-YYYY-NNNNNN`).
 * Created `pending_acceptance` with each receipt line's quantity held (`free_qty`) and the stock
 * reserved; approved (`return_request`, the procurement manager) → `returned`, the stock out at the
 * receipt's price and the order's counters moved in the decision's transaction; rejected or
 * cancelled → the holds released. `credited` is the supplier's credit note recorded (later work).
 * `subtotal`, `vat`, `total` (halalas): what goes back at the receipt's prices.
 */
export interface ReturnRequest {
  number: string;
  grn_id: number;
  purchase_order_id: number;
  supplier_id: number;
  warehouse_id: number;
  project_id: number;
  lines: ReturnLine[];
  status: string;
  note: string | null;
  supplier_credit_note_no: string | null;
  subtotal: number;
  vat: number;
  total: number;
  requested_by_id: number;
  acceptance_id: number | null;
  decided_at: string | null;
}

/** Return requests, listed by receipt, order, warehouse and status. */
export const RETURN_REQUEST = entityType<ReturnRequest>('RETURN_REQUEST', {
  lists: [['grn_id'], ['purchase_order_id'], ['warehouse_id'], ['status']],
});
export type ReturnRequestEntity = EntityOf<typeof RETURN_REQUEST>;

export const RETURN_RECORD_NAME = 'return request';

export const RETURN_STATUSES = [
  'pending_acceptance',
  'returned',
  'rejected',
  'cancelled',
  'credited',
] as const;

/** The voucher type a return's ledger entries carry. */
export const RETURN_VOUCHER = 'return_request';

/** Decided by the approval engine only (the system acts for the decision). */
export const returnLifecycle = defineLifecycle({
  name: RETURN_RECORD_NAME,
  states: RETURN_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'returned', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError) => new ConflictError('errors.conflict', { status: refused.from }),
});
