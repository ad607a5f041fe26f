import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { ProjectSimple, PurchaseRequestOfferSummary, PurchaseRequestSummary, UserSimple } from './simple';

/** Purchasing: purchase requests with their offers, purchase orders, payments and budget raises. */

/** A line of a purchase request: the material and how much of it (not a record of its own). */
const purchaseRequestDetail = z.strictObject({
  id: recordId(),
  material_id: int(),
  purchase_request_id: int(),
  amount: num(),
  technical_specifications: str(),
});

export const PurchaseOrderDetail = z.strictObject({
  id: recordId(),
  purchase_request_offer_details_id: int(),
  purchase_order_id: int(),
  purchaseRequestDetails: z.array(purchaseRequestDetail),
  purchaseRequestOfferDetails: z.array(
    z.strictObject({
      id: recordId(),
      request_details_id: int(),
      request_offer_id: int(),
      qty: num(),
      one_piece_price: num(),
      expected_delivery_date: timestamp(),
      total: num(),
    }),
  ),
});

export const Payment = z.strictObject({
  id: recordId(),
  paid_by_id: int(),
  modelable_id: int(),
  modelable_type: str(),
  amount: num(),
  paid_at: timestamp(),
  status: str(),
  receipt: str(),
  paid_at_text: str(),
});

export const PurchaseOrder = z.strictObject({
  id: recordId(),
  title: str(),
  payment_terms: str(),
  supplying_duration: str(),
  note: str(),
  status: str(),
  total: num(),
  purchaseRequestOffer: PurchaseRequestOfferSummary.nullable(),
  purchaseRequest: PurchaseRequestSummary.nullable(),
  supplier: UserSimple.nullable(),
  purchaseOrderDetails: z.array(PurchaseOrderDetail),
  payments: z.array(Payment),
});

/**
 * A request to raise a project's allocated budget to cover a purchase order: pending, then approved
 * or rejected (decided_at, and approved_by_user_id for the user who decided).
 */
export const RaiseBudget = z.strictObject({
  id: recordId(),
  project_id: int(),
  purchase_order_id: int(),
  requested_by_user_id: int(),
  approved_by_user_id: int(),
  amount: num(),
  reason: str(),
  status: str(),
  decided_at: timestamp(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  purchaseOrder: z.strictObject({ id: recordId(), title: str(), total: num(), status: str() }).nullable(),
  requestedBy: UserSimple.nullable(),
  approvedBy: UserSimple.nullable(),
});

/** A purchase request: the summary fields, its creation time, project and requesting user. */
export const PurchaseRequest = PurchaseRequestSummary.extend({
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  fromUser: UserSimple.nullable(),
});

/** One purchase request with its lines and the suppliers' offers. */
export const PurchaseRequestWithOffers = PurchaseRequest.extend({
  purchaseRequestDetails: z.array(purchaseRequestDetail),
  purchaseRequestOffers: z.array(
    PurchaseRequestOfferSummary.extend({ purchase_request_id: int(), supplier: UserSimple.nullable() }),
  ),
});
