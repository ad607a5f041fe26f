import { linkedIds, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { pickFields, summaryOf, timeText } from '../records';
import { USER, userSimple } from '../users/users';

/** A purchase order: the accepted offer of a purchase request, sent to a supplier (a user). */
export interface PurchaseOrder {
  title: string;
  payment_terms: string | null;
  supplying_duration: string | null;
  note: string | null;
  status: string;
  total: number;
  purchase_request_offer_id: number;
  purchase_request_id: number;
  supplier_id: number;
  project_id: number;
}

/** One line of an order: the offer line it buys. */
export interface PurchaseOrderDetail {
  purchase_request_offer_details_id: number;
  purchase_order_id: number;
}

/** A project's request to buy materials; suppliers answer it with offers. */
export interface PurchaseRequest {
  from_user_id: number | null;
  project_id: number | null;
  title: string;
  status: string;
}

/** One material a purchase request asks for. */
export interface PurchaseRequestDetail {
  material_id: number | null;
  purchase_request_id: number;
  amount: number | null;
  technical_specifications: string | null;
}

/** A supplier's offer for a purchase request. */
export interface PurchaseRequestOffer {
  purchase_request_id: number;
  supplier_id: number | null;
  status: string;
  description: string | null;
  offer_number: number | null;
  total: number | null;
}

/** The offer's price for one requested material. */
export interface PurchaseRequestOfferDetail {
  request_details_id: number;
  request_offer_id: number;
  qty: number | null;
  one_piece_price: number | null;
  expected_delivery_date: string | null;
  total: number | null;
}

/** A payment of an order (`modelable_*` names what it pays, as the spec's polymorphic record does). */
export interface Payment {
  paid_by_id: number | null;
  modelable_id: number;
  modelable_type: string;
  amount: number;
  paid_at: string | null;
  status: string;
  receipt: string | null;
}

/** Purchase orders are listed by status (GET /system/purchase-orders). */
export const PURCHASE_ORDER = entityType<PurchaseOrder>('PURCHASE_ORDER', { lists: [['status']] });
export const PURCHASE_ORDER_DETAIL = entityType<PurchaseOrderDetail>('PURCHASE_ORDER_DETAIL');
/** Purchase requests are listed by status, project and both (GET /system/purchase-requests). */
export const PURCHASE_REQUEST = entityType<PurchaseRequest>('PURCHASE_REQUEST', {
  lists: [['status'], ['project_id'], ['status', 'project_id']],
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
    ...pickFields(order, PURCHASE_ORDER_FIELDS),
    purchaseRequestOffer: summaryOf(
      first.get(PURCHASE_REQUEST_OFFER, order.purchase_request_offer_id),
      PURCHASE_REQUEST_OFFER_FIELDS,
    ),
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
          ? [pickFields(offerDetail, PURCHASE_REQUEST_OFFER_DETAIL_FIELDS)]
          : [],
      };
    }),
    payments: first.list(PAYMENT, paymentIds[index] ?? []).map((payment) => ({
      ...pickFields(payment, PAYMENT_FIELDS),
      paid_at_text: timeText(payment.paid_at),
    })),
  }));
}
