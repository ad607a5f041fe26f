import { linkedIds, loadEntities, type StoredEntity } from '../../db/entity-store';
import { pickFields, summaryOf, timeText } from '../records';
import { USER, userSimple } from '../users/users';

export const PURCHASE_ORDER = 'PURCHASE_ORDER';
export const PURCHASE_ORDER_DETAIL = 'PURCHASE_ORDER_DETAIL';
export const PURCHASE_REQUEST = 'PURCHASE_REQUEST';
export const PURCHASE_REQUEST_DETAIL = 'PURCHASE_REQUEST_DETAIL';
export const PURCHASE_REQUEST_OFFER = 'PURCHASE_REQUEST_OFFER';
export const PURCHASE_REQUEST_OFFER_DETAIL = 'PURCHASE_REQUEST_OFFER_DETAIL';
export const PAYMENT = 'PAYMENT';

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

/** A purchase order: the accepted offer of a purchase request, sent to a supplier (a user). */
export type PurchaseOrderEntity = Record<(typeof PURCHASE_ORDER_FIELDS)[number], unknown> &
  StoredEntity & {
    purchase_request_offer_id: number;
    purchase_request_id: number;
    supplier_id: number;
    project_id?: number;
  };

type Row = Record<string, unknown> & StoredEntity;

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
  const details = first.list<Row>(PURCHASE_ORDER_DETAIL, detailIds.flat());
  const offerDetails = await loadEntities(
    details.map((detail) => ({
      type: PURCHASE_REQUEST_OFFER_DETAIL,
      id: detail.purchase_request_offer_details_id as number,
    })),
  );
  const requestDetails = await loadEntities(
    details.map((detail) => {
      const offerDetail = offerDetails.get<Row>(
        PURCHASE_REQUEST_OFFER_DETAIL,
        detail.purchase_request_offer_details_id as number,
      );
      return { type: PURCHASE_REQUEST_DETAIL, id: offerDetail?.request_details_id as number | undefined };
    }),
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
    purchaseOrderDetails: first.list<Row>(PURCHASE_ORDER_DETAIL, detailIds[index] ?? []).map((detail) => {
      const offerDetail = offerDetails.get<Row>(
        PURCHASE_REQUEST_OFFER_DETAIL,
        detail.purchase_request_offer_details_id as number,
      );
      const requestDetail = requestDetails.get(
        PURCHASE_REQUEST_DETAIL,
        offerDetail?.request_details_id as number | undefined,
      );
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
    payments: first.list<Row>(PAYMENT, paymentIds[index] ?? []).map((payment) => ({
      ...pickFields(payment, PAYMENT_FIELDS),
      paid_at_text: timeText(payment.paid_at),
    })),
  }));
}
