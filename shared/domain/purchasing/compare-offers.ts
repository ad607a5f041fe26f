import { nextId } from '../../db/counters';
import { linkedIds, loadEntities, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { ConflictError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import { halalasOfSar } from '../money';
import { scopedPurchaseRequest } from '../purchase-requests/purchase-request-scope';
import { lostRace } from '../retry';
import {
  OFFERS_COMPARISON,
  type OfferAward,
  type OffersComparison,
  type OffersComparisonEntity,
} from './offers-comparisons';
import {
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
  PURCHASE_REQUEST_OFFER_DETAIL,
  type PurchaseRequestEntity,
} from './purchase-orders';
import { comparisonSubject, offersComparisonApprovable } from './purchasing-approvables';
import { nextPurchasingNumber } from './purchasing-numbers';
import { offerDetailIds, requestDetailIds } from './record-lines';

/** Over this estimate (SAR, without VAT) a comparison needs three offers, unless sole source. */
export const THREE_OFFERS_ABOVE = 50_000;
const RACE_ATTEMPTS = 80;

/** A request's lines and offers (with their lines), oldest first. */
export async function requestWithOffers(request: PurchaseRequestEntity) {
  const ref = { type: PURCHASE_REQUEST, id: request.id };
  const [lineIds, offerIds] = await Promise.all([
    requestDetailIds(request),
    linkedIds(ref, PURCHASE_REQUEST_OFFER).then((ids) => ids.reverse()),
  ]);
  const first = await loadEntities([
    ...lineIds.map((id) => ({ type: PURCHASE_REQUEST_DETAIL, id })),
    ...offerIds.map((id) => ({ type: PURCHASE_REQUEST_OFFER, id })),
  ]);
  const offers = first.list(PURCHASE_REQUEST_OFFER, offerIds);
  const offerLineIds = await Promise.all(offers.map(offerDetailIds));
  const offerLines = await loadEntities(
    offerLineIds.flat().map((id) => ({ type: PURCHASE_REQUEST_OFFER_DETAIL, id })),
  );
  return {
    lines: first.list(PURCHASE_REQUEST_DETAIL, lineIds),
    offers: offers.map((offer, index) => ({
      offer,
      lines: offerLines.list(PURCHASE_REQUEST_OFFER_DETAIL, offerLineIds[index] ?? []),
    })),
  };
}

/** Whether an offer may still be compared: recorded (`received`) and not past its `valid_until` (Riyadh day). */
export const offerValid = (
  offer: { status: string; valid_until?: string | null | undefined },
  today: string,
) => offer.status === 'received' && (!offer.valid_until || offer.valid_until.slice(0, 10) >= today);

export interface CompareInput {
  /** The awarded offer lines, one per request line bought (each names its request line). */
  awards: number[];
  justification: string;
  sole_source_reason?: string | undefined;
}

/**
 * Acceptance-compare-offer: the approved request's valid offers compared (at least 2; 3 when its
 * estimate is over 50,000 SAR unless a `sole_source_reason` is given), each award a valid offer's
 * line (it names its request line; a request line is awarded once); the comparison (`OC-YYYY-NNNNNN`) is made and submitted
 * (`offers_comparison`) in one transaction with the offers `under_comparison` and the request's
 * sourcing `comparison_pending` (conditioned on the versions read: a racing comparison answers 409).
 */
export async function compareOffers(
  caller: StaffCaller,
  requestId: number,
  input: CompareInput,
): Promise<OffersComparisonEntity> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await compareOnce(caller, requestId, input);
    } catch (error) {
      // A racing write (the number's counter, the request or an offer read) cancelled it: read again.
      if (!lostRace(error) || attempt >= RACE_ATTEMPTS) throw error;
    }
  }
}

async function compareOnce(
  caller: StaffCaller,
  requestId: number,
  input: CompareInput,
): Promise<OffersComparisonEntity> {
  const request = await scopedPurchaseRequest(caller, requestId);
  if (request.status !== 'approved')
    throw new ConflictError('purchasing.request_not_approved', { status: request.status });
  if (request.sourcing_status === 'comparison_pending' || request.sourcing_status === 'offer_selected')
    throw new ConflictError('purchasing.comparison_open', { sourcing: request.sourcing_status });
  const { lines, offers } = await requestWithOffers(request);
  const today = riyadhDay(new Date());
  const valid = offers.filter(({ offer }) => offerValid(offer, today));
  const soleSource = input.sole_source_reason ?? null;
  const needed = (request.estimate_total ?? 0) > halalasOfSar(THREE_OFFERS_ABOVE) && !soleSource ? 3 : 2;
  if (valid.length < needed)
    throw ValidationError.forField('awards', 'purchasing.too_few_offers', {
      min: needed,
      count: valid.length,
    });
  const awards: OfferAward[] = [];
  const seen = new Set<number>();
  for (const [index, offerDetailId] of input.awards.entries()) {
    const owner = valid.find(({ lines: offerLines }) => offerLines.some((line) => line.id === offerDetailId));
    const offerLine = owner?.lines.find((candidate) => candidate.id === offerDetailId);
    const line = lines.find((candidate) => candidate.id === offerLine?.request_details_id);
    if (!owner || !offerLine || !line)
      throw ValidationError.forField(`awards.${index}`, 'purchasing.award_invalid');
    if (seen.has(line.id)) throw ValidationError.forField(`awards.${index}`, 'purchasing.award_duplicate');
    seen.add(line.id);
    awards.push({
      request_details_id: line.id,
      offer_detail_id: offerLine.id,
      offer_id: owner.offer.id,
      supplier_id: owner.offer.supplier_id ?? 0,
    });
  }
  const recommended = awards.reduce((sum, award) => {
    const offerLine = valid
      .flatMap((quoted) => quoted.lines)
      .find((candidate) => candidate.id === award.offer_detail_id);
    return sum + (offerLine?.total ?? Math.round((offerLine?.qty ?? 0) * (offerLine?.one_piece_price ?? 0)));
  }, 0);
  const { number, guard } = await nextPurchasingNumber('OC');
  const comparisonId = await nextId(OFFERS_COMPARISON);
  const attributes: OffersComparison = {
    number,
    purchase_request_id: request.id,
    project_id: request.project_id,
    offer_ids: valid.map(({ offer }) => offer.id),
    awards,
    recommended_total: recommended,
    justification: input.justification,
    sole_source_reason: soleSource,
    status: 'pending_acceptance',
    acceptance_id: null,
    requested_by_id: caller.id,
    decided_at: null,
  };
  let created: OffersComparisonEntity | undefined;
  await submitForAcceptance(offersComparisonApprovable, comparisonId, {
    subject: comparisonSubject(attributes),
    also: async (acceptanceId) => {
      const comparison = await prepareCreate(
        OFFERS_COMPARISON,
        { ...attributes, acceptance_id: acceptanceId },
        { id: comparisonId, links: [{ type: PURCHASE_REQUEST, id: request.id }] },
      );
      created = comparison.entity;
      const requestMove = await prepareUpdate(
        PURCHASE_REQUEST,
        request.id,
        { sourcing_status: 'comparison_pending' },
        { recordName: 'purchase request', current: request },
      );
      return [
        guard.item,
        ...comparison.items,
        ...requestMove.items,
        ...valid.map(
          ({ offer }) =>
            txUpdate(`offer-${offer.id}`, keys.entity(PURCHASE_REQUEST_OFFER, offer.id), {
              set: { status: 'under_comparison' },
              add: { version: 1 },
              condition: when.eq('status', 'received'),
            }).item,
        ),
      ];
    },
  });
  return created as OffersComparisonEntity;
}
