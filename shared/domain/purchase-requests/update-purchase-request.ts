import { nextId } from '../../db/counters';
import { findEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txDelete, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { materialReference } from '../materials/material-references';
import { MATERIAL, type MaterialEntity } from '../materials/materials';
import { PURCHASE_REQUEST, PURCHASE_REQUEST_DETAIL } from '../purchasing/purchase-orders';
import { requestDetailIds } from '../purchasing/record-lines';
import { retryLostRace } from '../retry';
import { purchaseRequestApprovable, purchaseRequestSubject } from './purchase-request-acceptance';
import {
  PURCHASE_REQUEST_RECORD_NAME,
  type PurchaseRequestEntity,
  scopedPurchaseRequest,
} from './purchase-request-scope';
import { type OfferInput, recordOffers } from './record-offers';
import { checkedRequest, detailAttributes, estimateTotal, type RequestInput } from './store-purchase-request';

/** DynamoDB's most items in one transaction: a resubmission larger than this asks for fewer changed lines. */
const TRANSACTION_LIMIT = 100;

/** What update takes: the header and lines (while rejected) or the offers (while approved). */
export interface UpdateInput extends Partial<Omit<RequestInput, 'lines'>> {
  lines?: RequestInput['lines'] | undefined;
  offers?: OfferInput[] | undefined;
}

/**
 * The material reference moves of lines replaced: per material, the new lines' count less the old
 * ones'. A material gained is referenced as at store (live and active); one dropped is released.
 */
function referenceMoves(oldMaterials: number[], newMaterials: number[]): TransactItem[] {
  const delta = new Map<number, number>();
  for (const id of oldMaterials) delta.set(id, (delta.get(id) ?? 0) - 1);
  for (const id of newMaterials) delta.set(id, (delta.get(id) ?? 0) + 1);
  return [...delta].flatMap(([id, moved]): TransactItem[] => {
    if (moved === 0) return [];
    if (moved > 0) return [materialReference(id).item];
    return [
      txUpdate(`material-${id}-released`, keys.entity(MATERIAL, id), {
        add: { reference_count: moved, version: 1 },
      }).item,
    ];
  });
}

/**
 * Update while rejected: the header and lines are replaced and the request is submitted again (a
 * new acceptance) in one transaction, conditioned on the version read. Lines keep their ids in order
 * (written whole again), extra ones are created, missing ones deleted; material references move by
 * the difference.
 */
async function resubmit(caller: StaffCaller, request: PurchaseRequestEntity, input: UpdateInput) {
  const oldIds = await requestDetailIds(request);
  const oldLines = (await Promise.all(oldIds.map((id) => findEntity(PURCHASE_REQUEST_DETAIL, id)))).flatMap(
    (line) => line ?? [],
  );
  const merged: RequestInput = {
    project_id: input.project_id ?? request.project_id ?? 0,
    project_item_id: input.project_item_id ?? request.project_item_id ?? 0,
    type: input.type ?? request.type ?? 'materials',
    priority: input.priority ?? request.priority ?? 'normal',
    needed_by: input.needed_by ?? request.needed_by ?? undefined,
    title: input.title ?? request.title,
    note: input.note === undefined ? (request.note ?? null) : input.note,
    lines:
      input.lines ??
      oldLines.map((line) => ({
        material_id: line.material_id ?? 0,
        amount: line.amount ?? 0,
        estimated_unit_price: line.estimated_unit_price ?? undefined,
        technical_specifications: line.technical_specifications,
      })),
  };
  const { materials } = await checkedRequest(caller, merged);
  const detailIds = await Promise.all(
    merged.lines.map((_, index) => oldIds[index] ?? nextId(PURCHASE_REQUEST_DETAIL)),
  );
  const changes = {
    project_id: merged.project_id,
    project_item_id: merged.project_item_id,
    type: merged.type,
    priority: merged.priority,
    needed_by: merged.needed_by ?? null,
    title: merged.title,
    note: merged.note ?? null,
    estimate_total: estimateTotal(merged.lines),
    status: 'pending_acceptance',
    detail_ids: detailIds,
  };
  const lineItems: TransactItem[] = [];
  for (const [index, line] of merged.lines.entries()) {
    const material = materials.get(line.material_id) as MaterialEntity;
    const prepared = await prepareCreate(
      PURCHASE_REQUEST_DETAIL,
      detailAttributes(request.id, line, material),
      {
        id: detailIds[index] as number,
      },
    );
    // A kept id is written whole again (the create's absence condition dropped).
    const [put, ...rest] = prepared.items;
    if (index < oldIds.length && put?.Put) {
      const { ConditionExpression: _condition, ...replaced } = put.Put;
      lineItems.push({ Put: replaced }, ...rest);
    } else lineItems.push(...prepared.items);
  }
  for (const id of oldIds.slice(merged.lines.length))
    lineItems.push(txDelete('line-removed', keys.entity(PURCHASE_REQUEST_DETAIL, id)).item);
  lineItems.push(
    ...referenceMoves(
      oldLines.map((line) => line.material_id ?? 0),
      merged.lines.map((line) => line.material_id),
    ),
  );
  if (lineItems.length > TRANSACTION_LIMIT - 40)
    throw ValidationError.forField('lines', 'purchase_requests.too_many_lines');
  await submitForAcceptance(purchaseRequestApprovable, request.id, {
    subject: purchaseRequestSubject({ ...request, ...changes }, caller.id),
    also: async (acceptanceId) => {
      const updated = await prepareUpdate(
        PURCHASE_REQUEST,
        request.id,
        { ...changes, acceptance_id: acceptanceId },
        {
          recordName: PURCHASE_REQUEST_RECORD_NAME,
          current: request,
          condition: when.eq('status', 'rejected'),
        },
      );
      return [...updated.items, ...lineItems];
    },
  });
}

/**
 * Purchase Request: update. While `rejected`: the header and lines (any sent replace the stored) and
 * a new submission for approval. While `approved`: only `offers` (recorded or replacing a
 * supplier's older offer, Q2). Any other status, or the wrong kind of change for the status: 409.
 */
export async function updatePurchaseRequest(caller: StaffCaller, id: number, input: UpdateInput) {
  const request = await scopedPurchaseRequest(caller, id);
  const { offers, ...header } = input;
  const headerSent = Object.values(header).some((value) => value !== undefined);
  if (request.status === 'rejected' && offers === undefined) {
    await retryLostRace(async () => resubmit(caller, await scopedPurchaseRequest(caller, id), input));
    return;
  }
  if (request.status === 'approved' && offers !== undefined && !headerSent) {
    await recordOffers(caller, request, offers);
    return;
  }
  throw new ConflictError('purchase_requests.not_editable', { status: request.status });
}
