import { linkedIds, loadEntities } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
} from './purchase-orders';

/**
 * The ids of a request's lines in the order asked. A request stored by the staff surface keeps them
 * on itself (`detail_ids`: its lines are not linked, so 25 lines fit the store's one transaction
 * beside their material references and the approval); an older one (written before, or by a seed
 * that links them) has them linked. Every reader of a request's lines reads them here.
 */
export async function requestDetailIds(
  request: Pick<EntityOf<typeof PURCHASE_REQUEST>, 'id' | 'detail_ids'>,
): Promise<number[]> {
  if (request.detail_ids) return request.detail_ids;
  return (await linkedIds({ type: PURCHASE_REQUEST, id: request.id }, PURCHASE_REQUEST_DETAIL)).reverse();
}

/** The ids of an offer's lines, in the order recorded: kept on the offer, or linked under it (older ones). */
export async function offerDetailIds(
  offer: Pick<EntityOf<typeof PURCHASE_REQUEST_OFFER>, 'id' | 'detail_ids'>,
): Promise<number[]> {
  if (offer.detail_ids) return offer.detail_ids;
  return (
    await linkedIds({ type: PURCHASE_REQUEST_OFFER, id: offer.id }, PURCHASE_REQUEST_OFFER_DETAIL)
  ).reverse();
}

/** An order's lines, oldest first (linked under the order). Every reader of an order's lines reads them here. */
export async function orderLines(orderId: number) {
  const ids = (await linkedIds({ type: PURCHASE_ORDER, id: orderId }, PURCHASE_ORDER_DETAIL)).reverse();
  return (await loadEntities(ids.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })))).list(
    PURCHASE_ORDER_DETAIL,
    ids,
  );
}
