import { getEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import type { PageRequest } from '../lists';
import { PROJECT, projectSimple } from '../projects/projects';
import { pickFields } from '../records';
import { USER, userSimple } from '../users/users';
import {
  offerSummary,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_DETAIL_FIELDS,
  PURCHASE_REQUEST_FIELDS,
  PURCHASE_REQUEST_OFFER,
} from './purchase-orders';
import { requestDetailIds } from './record-lines';

type PurchaseRequestEntity = EntityOf<typeof PURCHASE_REQUEST>;

/** PurchaseRequest records: the summary fields, creation time, project and requesting user. */
async function purchaseRequestRecords(requests: PurchaseRequestEntity[]) {
  const loaded = await loadEntities(
    requests.flatMap((request) => [
      { type: PROJECT, id: request.project_id },
      { type: USER, id: request.from_user_id },
    ]),
  );
  return Promise.all(
    requests.map(async (request) => ({
      ...pickFields(request, PURCHASE_REQUEST_FIELDS),
      created_at: request.created_at,
      project: await projectSimple(loaded.get(PROJECT, request.project_id)),
      fromUser: userSimple(loaded.get(USER, request.from_user_id)),
    })),
  );
}

/** A page of purchase requests, newest first, optionally of one status and one project (declared lists). */
export async function listPurchaseRequests(
  options: PageRequest & { filters: { status?: string | undefined; project_id?: number | undefined } },
) {
  const { items, total } = await listPage(PURCHASE_REQUEST, options.page, options.perPage, {
    filters: { status: options.filters.status, project_id: options.filters.project_id },
  });
  return { items: await purchaseRequestRecords(items), total };
}

/** One purchase request with its detail lines and the suppliers' offers (oldest first), or 404. */
export async function showPurchaseRequest(id: number) {
  const request = await getEntity(PURCHASE_REQUEST, id, 'purchase request');
  const ref = { type: PURCHASE_REQUEST, id };
  const [detailIds, offerIds] = await Promise.all([
    requestDetailIds(request),
    linkedIds(ref, PURCHASE_REQUEST_OFFER).then((ids) => ids.reverse()),
  ]);
  const [[record], loaded] = await Promise.all([
    purchaseRequestRecords([request]),
    loadEntities([
      ...detailIds.map((detailId) => ({ type: PURCHASE_REQUEST_DETAIL, id: detailId })),
      ...offerIds.map((offerId) => ({ type: PURCHASE_REQUEST_OFFER, id: offerId })),
    ]),
  ]);
  const offers = loaded.list(PURCHASE_REQUEST_OFFER, offerIds);
  const suppliers = await loadEntities(offers.map((offer) => ({ type: USER, id: offer.supplier_id })));
  return {
    ...record,
    purchaseRequestDetails: loaded
      .list(PURCHASE_REQUEST_DETAIL, detailIds)
      .map((detail) => pickFields(detail, PURCHASE_REQUEST_DETAIL_FIELDS)),
    purchaseRequestOffers: offers.map((offer) => ({
      ...offerSummary(offer),
      purchase_request_id: offer.purchase_request_id ?? null,
      supplier: userSimple(suppliers.get(USER, offer.supplier_id)),
    })),
  };
}
