import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { nextId } from '../../db/counters';
import { findEntity, loadEntities, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { transaction, txCheck, txPut, txUpdate } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import {
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
} from '../purchasing/purchase-orders';
import { requestDetailIds } from '../purchasing/record-lines';
import { SUPPLIER_PROFILE } from '../purchasing/suppliers';
import { retryLostRace } from '../retry';
import { PURCHASE_REQUEST_RECORD_NAME, type PurchaseRequestEntity } from './purchase-request-scope';

/** An offer line as the domain takes it: the price in halalas, without VAT. */
export interface OfferLineInput {
  request_details_id: number;
  qty: number;
  one_piece_price: number;
  expected_delivery_date?: string | undefined;
  vat_rate: 0 | 15;
}

/** A supplier's offer as recorded from their quotation. */
export interface OfferInput {
  supplier_id: number;
  offer_number?: number | undefined;
  valid_until?: string | undefined;
  payment_terms?: string | null | undefined;
  delivery_days?: number | undefined;
  vat_included?: boolean | undefined;
  description?: string | null | undefined;
  lines: OfferLineInput[];
}

/** The sourcing states an offer moves to `offers_received` (later ones stay). */
const BEFORE_OFFERS = ['none', 'rfq_sent'];

/**
 * An offer's money (halalas): each line's total = qty × price rounded, its VAT half-up of that total
 * at its rate; the offer's subtotal, VAT and total (= subtotal + VAT) are their sums.
 */
export function offerMoney(lines: OfferLineInput[]) {
  const priced = lines.map((line) => {
    const total = Math.round(line.qty * line.one_piece_price);
    return { ...line, total, vat: Math.round((total * line.vat_rate) / 100) };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.total, 0);
  const vat = priced.reduce((sum, line) => sum + line.vat, 0);
  return { priced, subtotal, vat, total: subtotal + vat };
}

/** The offer's lines checked against the request's: a line of it, at most its quantity (422 on the field). */
async function checkedLines(request: PurchaseRequestEntity, offer: OfferInput, index: number) {
  const ids = await requestDetailIds(request);
  const loaded = await loadEntities(ids.map((id) => ({ type: PURCHASE_REQUEST_DETAIL, id })));
  offer.lines.forEach((line, lineIndex) => {
    const field = `offers.${index}.lines.${lineIndex}`;
    const detail = ids.includes(line.request_details_id)
      ? loaded.get(PURCHASE_REQUEST_DETAIL, line.request_details_id)
      : undefined;
    if (!detail)
      throw ValidationError.forField(`${field}.request_details_id`, 'purchase_requests.offer_line_unknown');
    if (line.qty > (detail.amount ?? 0))
      throw ValidationError.forField(`${field}.qty`, 'purchase_requests.offer_qty_over', {
        max: detail.amount ?? 0,
      });
  });
}

/**
 * Records one supplier's offer (Q2: one live offer per supplier and request). Its transaction holds
 * the marker of (request, supplier): created only if absent for a first offer; for a newer one
 * moved from the old offer's id to the new one's, conditioned on naming the old id, with the old
 * offer `received` → `replaced` conditioned on it still being `received`. Of parallel offers of one
 * supplier one lands; the others answer 409. The request must still be approved (checked in the same
 * transaction); the first offer moves its sourcing to `offers_received`.
 */
async function recordOffer(caller: StaffCaller, requestId: number, offer: OfferInput, index: number) {
  return retryLostRace(async () => {
    const request = await findEntity(PURCHASE_REQUEST, requestId);
    if (request?.status !== 'approved') throw new ConflictError('purchase_requests.not_editable');
    await checkedLines(request, offer, index);
    const markerKey = keys.offerSupplier(request.id, offer.supplier_id);
    const marker = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: markerKey, ConsistentRead: true }),
    );
    const oldId = marker.Item ? Number(marker.Item.offer_id) : undefined;
    const old = oldId === undefined ? undefined : await findEntity(PURCHASE_REQUEST_OFFER, oldId);
    if (oldId !== undefined && old?.status !== 'received')
      throw new ConflictError('purchase_requests.offer_taken');
    const money = offerMoney(offer.lines);
    const offerId = await nextId(PURCHASE_REQUEST_OFFER);
    const detailIds = await Promise.all(offer.lines.map(() => nextId(PURCHASE_REQUEST_OFFER_DETAIL)));
    const created = await prepareCreate(
      PURCHASE_REQUEST_OFFER,
      {
        purchase_request_id: request.id,
        supplier_id: offer.supplier_id,
        status: 'received',
        description: offer.description ?? null,
        offer_number: offer.offer_number ?? null,
        total: money.total,
        valid_until: offer.valid_until ?? null,
        payment_terms: offer.payment_terms ?? null,
        delivery_days: offer.delivery_days ?? null,
        vat_included: offer.vat_included ?? false,
        subtotal: money.subtotal,
        vat: money.vat,
        file: null,
        recorded_by_id: caller.id,
        detail_ids: detailIds,
        replaces_offer_id: oldId ?? null,
      },
      { id: offerId, links: [{ type: PURCHASE_REQUEST, id: request.id }] },
    );
    const write = transaction('record-offer', { budget: 100 });
    write.add(
      oldId === undefined
        ? txPut('offer-supplier', { ...markerKey, offer_id: offerId }, { condition: when.itemAbsent() })
        : txUpdate('offer-supplier', markerKey, {
            set: { offer_id: offerId },
            condition: when.eq('offer_id', oldId),
          }),
    );
    if (oldId !== undefined)
      write.update('old-offer', keys.entity(PURCHASE_REQUEST_OFFER, oldId), {
        set: { status: 'replaced', updated_at: new Date().toISOString() },
        add: { version: 1 },
        condition: when.eq('status', 'received'),
      });
    write.include('offer', created);
    for (const [lineIndex, line] of money.priced.entries()) {
      const detail = await prepareCreate(
        PURCHASE_REQUEST_OFFER_DETAIL,
        {
          request_details_id: line.request_details_id,
          request_offer_id: offerId,
          qty: line.qty,
          one_piece_price: line.one_piece_price,
          // A timestamp, as the spec's offer detail has it: the date sent at midnight UTC, as discounts keep theirs.
          expected_delivery_date: line.expected_delivery_date
            ? `${line.expected_delivery_date}T00:00:00.000Z`
            : null,
          total: line.total,
          vat_rate: line.vat_rate,
        },
        { id: detailIds[lineIndex] as number },
      );
      write.include('offer-line', detail);
    }
    if (BEFORE_OFFERS.includes(request.sourcing_status ?? 'none')) {
      // The request's own version: a parallel first offer moves it too, and this one runs again.
      const moved = await prepareUpdate(
        PURCHASE_REQUEST,
        request.id,
        { sourcing_status: 'offers_received' },
        {
          recordName: PURCHASE_REQUEST_RECORD_NAME,
          current: request,
          condition: when.eq('status', 'approved'),
        },
      );
      write.include('request', moved);
    } else
      write.add(
        txCheck('request-approved', keys.entity(PURCHASE_REQUEST, request.id), when.eq('status', 'approved')),
      );
    await write.commit({
      'offer-supplier': () => new ConflictError('purchase_requests.offer_taken'),
      'old-offer': () => new ConflictError('purchase_requests.offer_taken'),
      'request-approved': () => new ConflictError('purchase_requests.not_editable'),
      request: () => new ConflictError(),
    });
    return offerId;
  });
}

/**
 * Purchase Request: update while approved: records (or replaces) the suppliers' offers, each in its
 * own transaction, in the order sent. Each supplier must have a profile that is not blocked and
 * appear once (422 on the field).
 */
export async function recordOffers(
  caller: StaffCaller,
  request: PurchaseRequestEntity,
  offers: OfferInput[],
) {
  const seen = new Set<number>();
  for (const [index, offer] of offers.entries()) {
    if (seen.has(offer.supplier_id))
      throw ValidationError.forField(`offers.${index}.supplier_id`, 'purchase_requests.supplier_twice');
    seen.add(offer.supplier_id);
    const profile = await findEntity(SUPPLIER_PROFILE, offer.supplier_id);
    if (!profile || profile.is_blocked)
      throw ValidationError.forField(`offers.${index}.supplier_id`, 'purchase_requests.supplier_invalid');
    await checkedLines(request, offer, index);
  }
  for (const [index, offer] of offers.entries()) await recordOffer(caller, request.id, offer, index);
}
