import { type EntityOf, entityType } from '../../db/entity-type';

/*
 * The receipt chain's records (STAFF-DOMAIN-2 1.2, 1.3; issue 33). Quantities are in the material's
 * unit (3 decimals, `roundQty`), money integer halalas without VAT unless named otherwise. Which
 * write moves which stored counter is the table in README.md beside this file ("The receipt chain's
 * counters"): every module of the chain reads and moves them as that table says, under conditions
 * in its own transaction.
 */

/** What a goods receipt note may be in: posted by its store; cancelled with its stock reversed. */
export const GRN_STATUSES = ['posted', 'cancelled'] as const;
export type GrnStatus = (typeof GRN_STATUSES)[number];

/**
 * Goods received from an order's supplier into a warehouse (`GRN-YYYY-NNNNNN`): its store posts the
 * accepted quantities into stock (Q5: the rejected part never enters). Deleted (soft) the same Riyadh
 * day, or cancelled, only while nothing of it was issued, returned or billed (Q7).
 */
export interface GoodsReceiptNote {
  number: string;
  purchase_order_id: number;
  /** The approved supply request it receives under, or null (received against the order directly). */
  supply_request_id: number | null;
  warehouse_id: number;
  supplier_id: number;
  project_id: number;
  /** The supplier's delivery-note number, as printed on it. */
  delivery_note_number: string | null;
  /** When the goods arrived (ISO instant). */
  received_at: string;
  received_by_id: number;
  note: string | null;
  status: GrnStatus;
  cancel_reason: string | null;
  /** The receipt's lines' ids (GOODS_RECEIPT_LINE), in the order entered. */
  line_ids: number[];
  /** Value accepted (Σ accepted × unit price, halalas without VAT, and with VAT). */
  subtotal: number;
  total: number;
}

/**
 * One order line received. `received_qty` = `accepted_qty` + `rejected_qty` (Q5). `unit_price` and
 * `vat_rate` are the order line's, copied (returns and invoices compare with them: Q8, Q11).
 * `free_qty` = accepted − issued − returned − held by pending disbursements and returns: the stored
 * guard a disbursement or a return of this line conditions on (`free_qty >= :qty`) when it is asked,
 * and Q7's "unconsumed" (`free_qty = accepted_qty` and `billed_qty = 0`).
 */
export interface GoodsReceiptLine {
  grn_id: number;
  purchase_order_id: number;
  po_detail_id: number;
  material_id: number;
  received_qty: number;
  accepted_qty: number;
  rejected_qty: number;
  rejection_reason: string | null;
  unit_price: number;
  vat_rate: number;
  issued_qty: number;
  returned_qty: number;
  billed_qty: number;
  free_qty: number;
}

/**
 * Receipts, listed by the row scope's fields (warehouse for keepers, project, who received them) and
 * by order, supplier, supply request and status.
 */
export const GOODS_RECEIPT_NOTE = entityType<GoodsReceiptNote>('GOODS_RECEIPT_NOTE', {
  lists: [
    ['warehouse_id'],
    ['project_id'],
    ['received_by_id'],
    ['purchase_order_id'],
    ['supplier_id'],
    ['supply_request_id'],
    ['status'],
  ],
});
export const GOODS_RECEIPT_LINE = entityType<GoodsReceiptLine>('GOODS_RECEIPT_LINE');

export type GoodsReceiptNoteEntity = EntityOf<typeof GOODS_RECEIPT_NOTE>;
export type GoodsReceiptLineEntity = EntityOf<typeof GOODS_RECEIPT_LINE>;

/** The voucher type a receipt's ledger entries carry (a cancellation's reversal too). */
export const GRN_VOUCHER = 'goods_receipt_note';
