import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError, ForbiddenError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import {
  IllegalTransitionError,
  type LifecycleError,
  TransitionForbiddenError,
} from '../lifecycle/lifecycle-errors';

/*
 * The supply request's records (STAFF-DOMAIN-2 1.2, 1.3; issue 33): a call-off against an issued
 * order, for part of its lines' open quantity, delivered to a warehouse. Quantities in the
 * material's unit (3 decimals, `roundQty`), money integer halalas. Which write moves which stored
 * counter is the table in ../warehouse/README.md ("The receipt chain's counters"); see README.md
 * beside this file.
 */

/**
 * What a supply request may be in: stored `draft`; updated or deleted in `draft`/`rejected`;
 * sent to acceptance (`supply_request`, from `draft`/`rejected`) → `pending_acceptance` →
 * `approved` / `rejected`; the receipts posted under it → `partially_received` / `received`;
 * cancelled before any receipt → `cancelled`.
 */
export const SUPPLY_REQUEST_STATUSES = [
  'draft',
  'pending_acceptance',
  'approved',
  'rejected',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type SupplyRequestStatus = (typeof SUPPLY_REQUEST_STATUSES)[number];

/** The states in which a supply request holds its order lines' quantity (Q3): all but rejected and cancelled. */
export const SUPPLY_REQUEST_LIVE_STATUSES: readonly SupplyRequestStatus[] = [
  'draft',
  'pending_acceptance',
  'approved',
  'partially_received',
  'received',
];

/** The states in which goods may be received under a supply request (helper W's create-grn). */
export const SUPPLY_REQUEST_RECEIVABLE_STATUSES: readonly SupplyRequestStatus[] = [
  'approved',
  'partially_received',
];

/**
 * A call-off against a purchase order (`SR-YYYY-NNNNNN`, `takeVoucherNumber('SR')`). `value` is
 * Σ qty × the order line's unit price with its VAT (halalas): what its payments may reach (M3).
 * `payment_room` = value − `payments_committed` is the stored guard a payment's transaction
 * conditions on (`payment_room >= :amount`) and moves, beside the order's own rooms (M1, M2);
 * `paid` counts the payments executed. `project_id`, `supplier_id` and `created_by_id` are the
 * order's and the maker's, for the row scope (ORDER_SCOPE, family purchasing).
 */
export interface SupplyRequest {
  number: string;
  purchase_order_id: number;
  project_id: number;
  supplier_id: number;
  warehouse_id: number;
  /** A Riyadh date (YYYY-MM-DD). */
  requested_delivery_date: string;
  note: string | null;
  status: SupplyRequestStatus;
  /** The request's lines' ids (SUPPLY_REQUEST_LINE), in the order entered. */
  line_ids: number[];
  /** Σ qty × unit price (halalas, without VAT), its VAT, and `value` = both (with VAT). */
  subtotal: number;
  vat: number;
  value: number;
  /** Halalas, with VAT: pending, approved and paid payments of the request. */
  payments_committed: number;
  /** value − payments_committed (M3's stored guard). */
  payment_room: number;
  /** Halalas, with VAT: the payments executed (paid). */
  paid: number;
  acceptance_id: number | null;
  created_by_id: number;
  /** When it was last sent to acceptance, and its decision (ISO instants), or null. */
  submitted_at: string | null;
  decided_at: string | null;
  cancel_reason: string | null;
}

/**
 * One order line called off. `qty` is what the request holds of the order line's `supply_open_qty`
 * (Q3); `received_qty` is moved by the receipts posted under the request (its open part =
 * qty − received_qty is what a rejection, cancellation or deletion gives back to the order line).
 * `unit_price` and `vat_rate` are the order line's, copied.
 */
export interface SupplyRequestLine {
  supply_request_id: number;
  purchase_order_id: number;
  po_detail_id: number;
  material_id: number;
  qty: number;
  received_qty: number;
  /** Halalas, without VAT. */
  unit_price: number;
  vat_rate: number;
}

/** Supply requests, listed by order, status, warehouse and project. */
export const SUPPLY_REQUEST = entityType<SupplyRequest>('SUPPLY_REQUEST', {
  lists: [['purchase_order_id'], ['status'], ['warehouse_id'], ['project_id']],
});
export const SUPPLY_REQUEST_LINE = entityType<SupplyRequestLine>('SUPPLY_REQUEST_LINE');

export type SupplyRequestEntity = EntityOf<typeof SUPPLY_REQUEST>;
export type SupplyRequestLineEntity = EntityOf<typeof SUPPLY_REQUEST_LINE>;

/** The payable name a supply request's payments carry (`Payment.modelable_type`). */
export const SUPPLY_REQUEST_MODELABLE = 'SupplyRequest';

export const SUPPLY_REQUEST_RECORD_NAME = 'supply request';

const MANAGE = byStaff('purchasing.supply-requests.manage');

/**
 * The supply request's life cycle (STAFF-DOMAIN-2 1.3): staff with the ability edit, delete and
 * send it; the approval engine decides it; the receipts (the warehouse helper's create-grn) move it
 * on. An update of a rejected request makes it a draft again (it holds its quantities again).
 */
export const supplyRequestLifecycle = defineLifecycle({
  name: SUPPLY_REQUEST_RECORD_NAME,
  states: SUPPLY_REQUEST_STATUSES,
  initial: 'draft',
  transitions: [
    { action: 'update', from: ['draft'], by: [MANAGE] },
    { action: 'update', from: ['rejected'], to: 'draft', by: [MANAGE] },
    { action: 'delete', from: ['draft', 'rejected'], by: [MANAGE] },
    { action: 'submit', from: ['draft', 'rejected'], to: 'pending_acceptance', by: [MANAGE] },
    { action: 'approve', from: ['pending_acceptance'], to: 'approved', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance', 'approved'], to: 'cancelled', by: [bySystem] },
    { action: 'receive', from: ['approved', 'partially_received'], to: 'partially_received', by: [bySystem] },
    { action: 'receive_all', from: ['approved', 'partially_received'], to: 'received', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError): Error =>
    refused instanceof IllegalTransitionError
      ? new ConflictError(refused.action === 'submit' ? 'supply.not_submittable' : 'supply.not_editable', {
          status: refused.from,
        })
      : refused instanceof TransitionForbiddenError
        ? new ForbiddenError()
        : refused,
});
