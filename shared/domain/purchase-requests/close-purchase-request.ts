import { nextId } from '../../db/counters';
import {
  createEntity,
  findEntity,
  linkedIds,
  listPage,
  loadEntities,
  prepareUpdate,
  softDeleteEntity,
} from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { prepareOpenAcceptanceCancel } from '../acceptances/engine';
import { mergedWrites } from '../acceptances/merged-writes';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL } from '../materials/materials';
import {
  PURCHASE_ORDER,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
} from '../purchasing/purchase-orders';
import { requestDetailIds } from '../purchasing/record-lines';
import { retryLostRace } from '../retry';
import { USER } from '../users/users';
import { purchaseRequestApprovable } from './purchase-request-acceptance';
import {
  PURCHASE_REQUEST_COMMENT,
  PURCHASE_REQUEST_RECORD_NAME,
  scopedPurchaseRequest,
} from './purchase-request-scope';
import { commentRecord } from './show-purchase-request';

/** Offers still open: a cancelled request cancels them. */
const LIVE_OFFERS = ['received', 'under_comparison'];

/** Nothing ordered or issued on a line (an older line may lack the fields: none then). */
const untouched = (field: string) => when.or(when.lacks(field), when.eq(field, 0));

/**
 * Purchase Request: cancel, with a reason. From `pending_acceptance` the open acceptance is
 * cancelled in the same transaction; from `approved` only while nothing was ordered or issued on
 * any line (each line's condition in the transaction). The request becomes `cancelled`, each line's
 * remaining quantity is closed (`orderable_qty` 0) and its live offers `cancelled`. Else 409.
 */
export async function cancelPurchaseRequest(caller: StaffCaller, id: number, reason: string) {
  await retryLostRace(async () => {
    const request = await scopedPurchaseRequest(caller, id);
    if (request.status !== 'pending_acceptance' && request.status !== 'approved')
      throw new ConflictError('purchase_requests.not_cancellable', { status: request.status });
    const detailIds = await requestDetailIds(request);
    const offerIds = await linkedIds({ type: PURCHASE_REQUEST, id }, PURCHASE_REQUEST_OFFER);
    const loaded = await loadEntities([
      ...detailIds.map((detailId) => ({ type: PURCHASE_REQUEST_DETAIL, id: detailId })),
      ...offerIds.map((offerId) => ({ type: PURCHASE_REQUEST_OFFER, id: offerId })),
    ]);
    const now = new Date().toISOString();
    const lines = loaded.list(PURCHASE_REQUEST_DETAIL, detailIds).map(
      (line) =>
        txUpdate('line-closed', keys.entity(PURCHASE_REQUEST_DETAIL, line.id), {
          set: { orderable_qty: 0, closed_qty: line.amount ?? 0, updated_at: now },
          add: { version: 1 },
          condition: when.and(untouched('ordered_qty'), untouched('issued_from_stock_qty')),
        }).item,
    );
    const offers = loaded
      .list(PURCHASE_REQUEST_OFFER, offerIds)
      .filter((offer) => LIVE_OFFERS.includes(offer.status))
      .map(
        (offer) =>
          txUpdate('offer-cancelled', keys.entity(PURCHASE_REQUEST_OFFER, offer.id), {
            set: { status: 'cancelled', updated_at: now },
            add: { version: 1 },
            condition: when.eq('status', offer.status),
          }).item,
      );
    const acceptance =
      request.status === 'pending_acceptance'
        ? await prepareOpenAcceptanceCancel(purchaseRequestApprovable, id, {
            kind: 'staff',
            id: caller.id,
            abilities: caller.abilities,
          })
        : [];
    const updated = await prepareUpdate(
      PURCHASE_REQUEST,
      id,
      { status: 'cancelled', cancel_reason: reason },
      { recordName: PURCHASE_REQUEST_RECORD_NAME, current: request },
    );
    const items: TransactItem[] = [...updated.items, ...acceptance, ...lines, ...offers];
    // A line ordered or issued meanwhile refuses the cancel (409 naming why); a changed request runs again.
    await transact(items, (index) =>
      index >= updated.items.length + acceptance.length &&
      index < updated.items.length + acceptance.length + lines.length
        ? new ConflictError('purchase_requests.not_cancellable')
        : new ConflictError(),
    );
  });
}

/**
 * Purchase Request: delete (soft). Only a `rejected` or `cancelled` request without offers and
 * purchase orders (neither can appear: both need an approved request); its lines' material
 * references are released in the same transaction, conditioned on the version read. Else 409.
 */
export async function deletePurchaseRequest(caller: StaffCaller, id: number) {
  const request = await scopedPurchaseRequest(caller, id);
  const [offers, orders] = await Promise.all([
    linkedIds({ type: PURCHASE_REQUEST, id }, PURCHASE_REQUEST_OFFER, 1),
    listPage(PURCHASE_ORDER, 1, 1, { filters: { purchase_request_id: id } }),
  ]);
  if (
    (request.status !== 'rejected' && request.status !== 'cancelled') ||
    offers.length > 0 ||
    orders.total > 0
  )
    throw new ConflictError('purchase_requests.not_deletable', { status: request.status });
  const detailIds = await requestDetailIds(request);
  const loaded = await loadEntities(
    detailIds.map((detailId) => ({ type: PURCHASE_REQUEST_DETAIL, id: detailId })),
  );
  const released = mergedWrites(
    loaded.list(PURCHASE_REQUEST_DETAIL, detailIds).flatMap((line) =>
      line.material_id === null
        ? []
        : [
            txUpdate('material-released', keys.entity(MATERIAL, line.material_id), {
              add: { reference_count: -1, version: 1 },
            }).item,
          ],
    ),
  );
  await softDeleteEntity(PURCHASE_REQUEST, request, {
    recordName: PURCHASE_REQUEST_RECORD_NAME,
    also: released,
  });
}

/**
 * Purchase Request: store comment. Anyone who may see the request (its row scope; 404 otherwise)
 * comments on it with up to five files: the files go to S3 first, under the request, then the
 * comment and its link under the request in one transaction (the files removed if it fails).
 */
export async function storePurchaseRequestComment(
  caller: StaffCaller,
  id: number,
  input: { body: string; files: UploadedFile[] },
) {
  const request = await scopedPurchaseRequest(caller, id);
  const commentId = await nextId(PURCHASE_REQUEST_COMMENT);
  const prefix = `${filePrefixes.purchaseRequests}${request.id}/comments/${commentId}`;
  return withStoredFiles(input.files, prefix, async (attachments) => {
    const comment = await createEntity(
      PURCHASE_REQUEST_COMMENT,
      { purchase_request_id: request.id, user_id: caller.id, body: input.body, attachments },
      { id: commentId, links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    return commentRecord(comment, await findEntity(USER, caller.id));
  });
}
