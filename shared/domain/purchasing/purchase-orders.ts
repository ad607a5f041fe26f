import { linkedIds, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { sarOrNull } from '../money';
import { pickFields, summaryOf, timeText } from '../records';
import type { ScopedFields } from '../users/row-scope';
import { USER, userSimple } from '../users/users';

/*
 * The purchasing records (STAFF-DOMAIN-2 1.2). The spec's fields come first in each; the fields of
 * issue 32 follow. Money is integer halalas inside (`total`, prices, payment amounts), SAR on the
 * wire; quantities are numbers in the material's unit. See README.md beside this file.
 */

/** What a purchase order's life cycle may be in (payment, receipt and billing progress are apart). */
export const PURCHASE_ORDER_STATUSES = [
  'pending_budget',
  'issued',
  'on_hold',
  'partially_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Payment progress of an order, derived from its paid payments. */
export const PAYMENT_PROGRESS = ['unpaid', 'partially_paid', 'paid'] as const;

/**
 * A purchase order: the awarded lines of a request's offers (or of a supply agreement), sent to one
 * supplier (a user with a supplier profile). `subtotal` + `vat` = `total` (halalas, VAT kept apart).
 * The payment guards (M1, M2) are the stored rooms a payment's transaction conditions on and moves:
 * `payment_room` = total − committed, `delivery_room` = total × advance_pct / 100 + value received −
 * committed (halalas); `payments_committed` counts pending, approved and paid payments.
 */
export interface PurchaseOrder {
  title: string;
  payment_terms: string | null;
  supplying_duration: string | null;
  note: string | null;
  status: string;
  total: number;
  /** Null on an order made from a supply agreement line. */
  purchase_request_offer_id: number | null;
  purchase_request_id: number;
  supplier_id: number;
  project_id: number;
  number?: string;
  project_item_id?: number | null;
  warehouse_id?: number | null;
  supply_agreement_id?: number | null;
  offers_comparison_id?: number | null;
  subtotal?: number;
  vat?: number;
  receipt_status?: string;
  billing_status?: string;
  payment_status?: string;
  payments_committed?: number;
  payments_paid?: number;
  payment_room?: number;
  delivery_room?: number;
  /** Value received so far, with VAT (halalas): what M2 lets be paid beyond the advance. */
  received_value?: number;
  advance_pct?: number;
  pay_against?: 'receipt' | 'invoice';
  on_hold_reason?: string | null;
  raise_budget_id?: number | null;
  created_by_id?: number | null;
}

/** One line of an order: the offer line it buys (null from an agreement), with its own copy of qty and price. */
export interface PurchaseOrderDetail {
  purchase_request_offer_details_id: number | null;
  purchase_order_id: number;
  request_details_id?: number | null;
  material_id?: number | null;
  ordered_qty?: number;
  /** Halalas, without VAT. */
  unit_price?: number;
  vat_rate?: number;
  /** Σ accepted of the posted receipts (gross of returns). */
  received_qty?: number;
  returned_qty?: number;
  billed_qty?: number;
  supply_requested_qty?: number;
  /** Stored guards (warehouse README, "The receipt chain's counters"): received − returned (Q4). */
  net_received_qty?: number;
  /** received − returned − billed by live invoices (Q9; Q7's "not billed"). */
  billable_qty?: number;
  /** ordered − requested by live supply requests − received outside them (Q3). */
  supply_open_qty?: number;
}

/** What a purchase request's approval may be in (sourcing and ordering progress are apart). */
export const PURCHASE_REQUEST_STATUSES = [
  'pending_acceptance',
  'approved',
  'rejected',
  'cancelled',
  'closed',
] as const;
export const SOURCING_STATUSES = [
  'none',
  'rfq_sent',
  'offers_received',
  'comparison_pending',
  'offer_selected',
] as const;
export const ORDER_STATUSES = ['not_ordered', 'partially_ordered', 'ordered'] as const;

/** A project's request to buy materials or services; suppliers answer it with offers. */
export interface PurchaseRequest {
  from_user_id: number | null;
  project_id: number | null;
  title: string;
  status: string;
  number?: string;
  project_item_id?: number | null;
  department_id?: number | null;
  type?: 'materials' | 'services';
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  /** A Riyadh date (YYYY-MM-DD). */
  needed_by?: string | null;
  note?: string | null;
  /** Σ qty × estimated unit price (halalas, without VAT): what the approval chain compares. */
  estimate_total?: number;
  sourcing_status?: string;
  order_status?: string;
  cancel_reason?: string | null;
  acceptance_id?: number | null;
  /** The lines' ids in the order asked (staff-stored requests; older ones link their lines). */
  detail_ids?: number[];
}

/**
 * One material a purchase request asks for (`amount` is its quantity, as the spec names it).
 * `orderable_qty` = amount − ordered − issued from stock − closed: the Q1 guard an order's or a
 * disbursement's transaction conditions on (`orderable_qty >= :qty`) and moves.
 */
export interface PurchaseRequestDetail {
  material_id: number | null;
  purchase_request_id: number;
  amount: number | null;
  technical_specifications: string | null;
  unit?: string;
  /** Halalas, without VAT; null when not estimated. */
  estimated_unit_price?: number | null;
  ordered_qty?: number;
  issued_from_stock_qty?: number;
  closed_qty?: number;
  orderable_qty?: number;
}

/** A supplier's offer for a purchase request (one live offer per supplier and request: Q2). */
export interface PurchaseRequestOffer {
  purchase_request_id: number;
  supplier_id: number | null;
  status: string;
  description: string | null;
  offer_number: number | null;
  /** Halalas, with VAT. */
  total: number | null;
  valid_until?: string | null;
  payment_terms?: string | null;
  delivery_days?: number | null;
  vat_included?: boolean;
  subtotal?: number;
  vat?: number;
  /** The offer's file (an S3 key). */
  file?: string | null;
  recorded_by_id?: number | null;
  /** The offer's lines' ids (PURCHASE_REQUEST_OFFER_DETAIL), in the order recorded. */
  detail_ids?: number[];
  /** The older offer of the same supplier this one replaced (Q2), or null. */
  replaces_offer_id?: number | null;
}

/** The offer's price for one requested material (halalas, without VAT; `total` = qty × price). */
export interface PurchaseRequestOfferDetail {
  request_details_id: number;
  request_offer_id: number;
  qty: number | null;
  one_piece_price: number | null;
  expected_delivery_date: string | null;
  total: number | null;
  vat_rate?: number;
}

/**
 * A payment of an order (`modelable_*` names what it pays, as the spec's polymorphic record does:
 * `PurchaseOrder` or `SupplyRequest`; `purchase_order_id` always names the order). `amount` in
 * halalas, with VAT. pending (its approval) → approved → paid (executed by finance); rejected,
 * cancelled.
 */
export interface Payment {
  paid_by_id: number | null;
  modelable_id: number;
  modelable_type: string;
  amount: number;
  paid_at: string | null;
  status: string;
  receipt: string | null;
  purchase_order_id?: number;
  number?: string;
  method?: string | null;
  bank_reference?: string | null;
  /** The date the payment is due or was made (Riyadh date). */
  payment_date?: string | null;
  is_advance?: boolean;
  acceptance_id?: number | null;
  requested_by_id?: number | null;
  executed_by_id?: number | null;
  project_id?: number | null;
}

/**
 * Purchase orders are listed by status (GET /system/purchase-orders), and for the staff index by
 * project (the row scope), supplier, payment progress and request.
 */
export const PURCHASE_ORDER = entityType<PurchaseOrder>('PURCHASE_ORDER', {
  lists: [
    ['status'],
    ['project_id'],
    ['supplier_id'],
    ['payment_status'],
    ['purchase_request_id'],
    ['created_by_id'],
  ],
});
export const PURCHASE_ORDER_DETAIL = entityType<PurchaseOrderDetail>('PURCHASE_ORDER_DETAIL');
/**
 * Purchase requests are listed by status, project and both (GET /system/purchase-requests), and for
 * the staff row scope by requester and department; by sourcing and order progress for the staff
 * index's filters (their entries carry both, so any combination reads through the fallback).
 */
export const PURCHASE_REQUEST = entityType<PurchaseRequest>('PURCHASE_REQUEST', {
  lists: [
    ['status'],
    ['project_id'],
    ['status', 'project_id'],
    ['from_user_id'],
    ['department_id'],
    ['sourcing_status'],
    ['order_status'],
  ],
});
export const PURCHASE_REQUEST_DETAIL = entityType<PurchaseRequestDetail>('PURCHASE_REQUEST_DETAIL');
export const PURCHASE_REQUEST_OFFER = entityType<PurchaseRequestOffer>('PURCHASE_REQUEST_OFFER');
export const PURCHASE_REQUEST_OFFER_DETAIL = entityType<PurchaseRequestOfferDetail>(
  'PURCHASE_REQUEST_OFFER_DETAIL',
);
export const PAYMENT = entityType<Payment>('PAYMENT');

export const PURCHASE_ORDER_FIELDS = [
  'id',
  'title',
  'payment_terms',
  'supplying_duration',
  'note',
  'status',
  'total',
] as const;
export const PURCHASE_REQUEST_OFFER_FIELDS = [
  'id',
  'status',
  'description',
  'offer_number',
  'total',
] as const;
export const PURCHASE_REQUEST_FIELDS = ['id', 'from_user_id', 'project_id', 'title', 'status'] as const;
export const PURCHASE_ORDER_DETAIL_FIELDS = [
  'id',
  'purchase_request_offer_details_id',
  'purchase_order_id',
] as const;
export const PURCHASE_REQUEST_DETAIL_FIELDS = [
  'id',
  'material_id',
  'purchase_request_id',
  'amount',
  'technical_specifications',
] as const;
export const PURCHASE_REQUEST_OFFER_DETAIL_FIELDS = [
  'id',
  'request_details_id',
  'request_offer_id',
  'qty',
  'one_piece_price',
  'expected_delivery_date',
  'total',
] as const;
export const PAYMENT_FIELDS = [
  'id',
  'paid_by_id',
  'modelable_id',
  'modelable_type',
  'amount',
  'paid_at',
  'status',
  'receipt',
] as const;

export type PurchaseOrderEntity = EntityOf<typeof PURCHASE_ORDER>;

/** Purchase orders and what they own are scoped by their project, else by who made them (family purchasing). */
export const ORDER_SCOPE: ScopedFields = { owner: 'created_by_id', project: 'project_id' };
export type PaymentEntity = EntityOf<typeof PAYMENT>;
export type PurchaseRequestEntity = EntityOf<typeof PURCHASE_REQUEST>;

/** Picks `fields` of a record and answers its money fields (`money`, halalas inside) in SAR. */
export function withSar<F extends string>(
  source: object,
  fields: readonly F[],
  money: readonly F[],
): Record<F, unknown> {
  const picked = pickFields(source, fields);
  for (const field of money) picked[field] = sarOrNull(picked[field] as number | null);
  return picked;
}

/** An offer's summary as the system answers nest it (its total in SAR, with VAT), or null. */
export const offerSummary = (offer: object | undefined) =>
  offer ? withSar(offer, PURCHASE_REQUEST_OFFER_FIELDS, ['total']) : null;

/**
 * PurchaseOrder records, each with its offer, request, supplier, details (each with the request
 * details and offer details it stands for) and payments, read in three batches for the whole list.
 */
export async function purchaseOrderRecords(orders: PurchaseOrderEntity[]) {
  const refs = orders.map((order) => ({ type: PURCHASE_ORDER, id: order.id }));
  // Order lines and payments read in the order they were made.
  const oldestFirst = (ids: number[]) => ids.reverse();
  const detailIds = await Promise.all(
    refs.map((ref) => linkedIds(ref, PURCHASE_ORDER_DETAIL).then(oldestFirst)),
  );
  const paymentIds = await Promise.all(refs.map((ref) => linkedIds(ref, PAYMENT).then(oldestFirst)));
  const first = await loadEntities([
    ...orders.flatMap((order) => [
      { type: PURCHASE_REQUEST_OFFER, id: order.purchase_request_offer_id },
      { type: PURCHASE_REQUEST, id: order.purchase_request_id },
      { type: USER, id: order.supplier_id },
    ]),
    ...detailIds.flat().map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })),
    ...paymentIds.flat().map((id) => ({ type: PAYMENT, id })),
  ]);
  const details = first.list(PURCHASE_ORDER_DETAIL, detailIds.flat());
  const offerDetails = await loadEntities(
    details.map((detail) => ({
      type: PURCHASE_REQUEST_OFFER_DETAIL,
      id: detail.purchase_request_offer_details_id,
    })),
  );
  const offerDetailOf = (detail: EntityOf<typeof PURCHASE_ORDER_DETAIL>) =>
    offerDetails.get(PURCHASE_REQUEST_OFFER_DETAIL, detail.purchase_request_offer_details_id);
  const requestDetails = await loadEntities(
    details.map((detail) => ({
      type: PURCHASE_REQUEST_DETAIL,
      id: offerDetailOf(detail)?.request_details_id,
    })),
  );
  return orders.map((order, index) => ({
    ...withSar(order, PURCHASE_ORDER_FIELDS, ['total']),
    purchaseRequestOffer: offerSummary(first.get(PURCHASE_REQUEST_OFFER, order.purchase_request_offer_id)),
    purchaseRequest: summaryOf(
      first.get(PURCHASE_REQUEST, order.purchase_request_id),
      PURCHASE_REQUEST_FIELDS,
    ),
    supplier: userSimple(first.get(USER, order.supplier_id)),
    purchaseOrderDetails: first.list(PURCHASE_ORDER_DETAIL, detailIds[index] ?? []).map((detail) => {
      const offerDetail = offerDetailOf(detail);
      const requestDetail = requestDetails.get(PURCHASE_REQUEST_DETAIL, offerDetail?.request_details_id);
      return {
        ...pickFields(detail, PURCHASE_ORDER_DETAIL_FIELDS),
        purchaseRequestDetails: requestDetail
          ? [pickFields(requestDetail, PURCHASE_REQUEST_DETAIL_FIELDS)]
          : [],
        purchaseRequestOfferDetails: offerDetail
          ? [withSar(offerDetail, PURCHASE_REQUEST_OFFER_DETAIL_FIELDS, ['one_piece_price', 'total'])]
          : [],
      };
    }),
    payments: first.list(PAYMENT, paymentIds[index] ?? []).map((payment) => ({
      ...withSar(payment, PAYMENT_FIELDS, ['amount']),
      paid_at_text: timeText(payment.paid_at),
    })),
  }));
}
