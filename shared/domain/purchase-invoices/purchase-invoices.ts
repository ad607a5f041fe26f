import { getEntity } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError, ForbiddenError, NotFoundError, type PublicError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import { type LifecycleError, TransitionForbiddenError } from '../lifecycle/lifecycle-errors';
import { inScope, type ScopedFields } from '../users/row-scope';

/*
 * The purchase invoice (STAFF-DOMAIN-2 1.2, 1.3; issue 33): a supplier's invoice for an order's
 * received goods, or a contractor's for a contract's certified milestones, matched three ways
 * (order, receipt, invoice) before its approval. Money in halalas without VAT unless named, on the
 * wire SAR. See README.md beside this file.
 */

export const PURCHASE_INVOICE_STATUSES = [
  'draft',
  'pending_acceptance',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type PurchaseInvoiceStatus = (typeof PURCHASE_INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ['goods', 'contractor'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const MATCH_RESULTS = ['matched', 'exception'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** What the match found on a line: each flag true when the line holds. */
export interface LineMatch {
  status: MatchResult;
  /** Q9/Q10: within what was received (less returned) or certified. */
  qty_ok: boolean;
  /** Q11: the price within the tolerance of the order's. */
  price_ok: boolean;
  /** Q12: the line's VAT as computed. */
  vat_ok: boolean;
}

/**
 * One billed line: an order line (goods; `grn_line_id` when it names the receipt line it bills) or
 * a contract milestone (contractor). `vat` = half-up(base × rate); `total` = base + vat.
 */
export interface PurchaseInvoiceLine {
  po_detail_id: number | null;
  grn_line_id: number | null;
  grn_id: number | null;
  milestone_id: number | null;
  material_id: number | null;
  description: string | null;
  qty: number;
  /** Halalas, without VAT. */
  unit_price: number;
  vat_rate: number;
  vat: number;
  total: number;
  /** The order's price (goods) when stored, for the match (Q11). */
  order_price: number | null;
  match: LineMatch | null;
}

/** A supplier's invoice (`PI-YYYY-NNNNNN` ours; the supplier's number beside it). */
export interface PurchaseInvoice {
  number: string;
  kind: InvoiceKind;
  supplier_id: number;
  supplier_invoice_number: string;
  supplier_vat_number: string | null;
  buyer_vat_number: string | null;
  /** Riyadh dates. */
  invoice_date: string;
  due_date: string | null;
  purchase_order_id: number | null;
  contract_id: number | null;
  project_id: number;
  project_item_id: number | null;
  grn_ids: number[];
  lines: PurchaseInvoiceLine[];
  subtotal: number;
  vat: number;
  /** subtotal + vat. */
  total: number;
  retention: number;
  advance_recovery: number;
  match_result: MatchResult | null;
  matched_at: string | null;
  status: PurchaseInvoiceStatus;
  payment_status: 'unpaid' | 'partially_paid' | 'paid';
  /** The supplier's invoice file (PDF/A-3 or XML), an S3 key. */
  file: string | null;
  note: string | null;
  acceptance_id: number | null;
  created_by_id: number;
  exception_reason: string | null;
  reject_reason: string | null;
  cancel_reason: string | null;
}

/** Invoices, listed by status, supplier, match result, payment status, order and project (the row scope). */
export const PURCHASE_INVOICE = entityType<PurchaseInvoice>('PURCHASE_INVOICE', {
  lists: [
    ['status'],
    ['supplier_id'],
    ['match_result'],
    ['payment_status'],
    ['purchase_order_id'],
    ['project_id'],
    ['created_by_id'],
  ],
});
export type PurchaseInvoiceEntity = EntityOf<typeof PURCHASE_INVOICE>;

export const INVOICE_RECORD_NAME = 'purchase invoice';

/** Invoices are scoped by their project, else by who stored them (family purchasing). */
export const INVOICE_SCOPE: ScopedFields = { owner: 'created_by_id', project: 'project_id' };

/** The unique-value kind of Q13: (supplier, supplier's invoice number) among invoices not cancelled. */
export const SUPPLIER_INVOICE_KIND = 'SUPPLIER_INVOICE';

/** The Q13 marker's value: the supplier and the number as printed, upper-cased, spaces removed. */
export const supplierInvoiceKey = (supplierId: number, number: string) =>
  `${supplierId}#${number.replace(/\s+/g, '').toUpperCase()}`;

/** The invoice, or 404 when absent or outside the caller's `purchasing` row scope. */
export async function scopedInvoice(caller: StaffCaller, id: number): Promise<PurchaseInvoiceEntity> {
  const invoice = await getEntity(PURCHASE_INVOICE, id, INVOICE_RECORD_NAME);
  if (!inScope(caller, 'purchasing', invoice, INVOICE_SCOPE)) throw new NotFoundError(INVOICE_RECORD_NAME);
  return invoice;
}

const MANAGE = byStaff('purchasing.invoices.manage');

/** The invoice's life cycle (STAFF-DOMAIN-2 1.3); the engine decides approve and reject. */
export const invoiceLifecycle = defineLifecycle({
  name: INVOICE_RECORD_NAME,
  states: PURCHASE_INVOICE_STATUSES,
  initial: 'draft',
  transitions: [
    { action: 'update', from: ['draft', 'rejected'], to: 'draft', by: [MANAGE] },
    { action: 'delete', from: ['draft'], by: [MANAGE] },
    { action: 'match', from: ['draft'], to: 'pending_acceptance', by: [MANAGE] },
    { action: 'approve', from: ['pending_acceptance'], to: 'approved', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'withdraw', from: ['pending_acceptance'], to: 'draft', by: [bySystem] },
    { action: 'cancel', from: ['draft', 'rejected'], to: 'cancelled', by: [MANAGE] },
    {
      action: 'cancel',
      from: ['approved'],
      to: 'cancelled',
      by: [byStaff('purchasing.invoices.approve-exception')],
    },
  ],
  refuse: (refused: LifecycleError): PublicError =>
    refused instanceof TransitionForbiddenError
      ? new ForbiddenError(
          refused.from === 'approved' ? 'purchase_invoices.cancel_forbidden' : 'errors.forbidden',
        )
      : new ConflictError('purchase_invoices.not_allowed', { status: refused.from }),
});
