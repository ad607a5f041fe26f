import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import { sarOfHalalas, sarOrNull } from '../money';
import { USER, userSimple } from '../users/users';
import { offerValid, requestWithOffers, scopedRequest } from './compare-offers';
import type { OffersComparisonEntity } from './offers-comparisons';

/** A comparison as answered: its awards, totals in SAR. */
export function comparisonRecord(comparison: OffersComparisonEntity) {
  return {
    id: comparison.id,
    number: comparison.number,
    purchase_request_id: comparison.purchase_request_id,
    project_id: comparison.project_id,
    offer_ids: comparison.offer_ids,
    awards: comparison.awards,
    recommended_total: sarOfHalalas(comparison.recommended_total),
    justification: comparison.justification,
    sole_source_reason: comparison.sole_source_reason,
    status: comparison.status,
    acceptance_id: comparison.acceptance_id,
    requested_by_id: comparison.requested_by_id,
    decided_at: comparison.decided_at,
    created_at: comparison.created_at,
  };
}

/**
 * One offer of a request (404 when it is another request's, or the request is outside the caller's
 * row scope): its header (money in SAR) and, for each request line, what was asked, what is still
 * orderable and what the offer gives for it (null where it quotes nothing).
 */
export async function showRequestOffer(caller: StaffCaller, requestId: number, offerId: number) {
  const request = await scopedRequest(caller, requestId);
  const { lines, offers } = await requestWithOffers(request);
  const quoted = offers.find(({ offer }) => offer.id === offerId);
  if (!quoted) throw new NotFoundError('offer');
  const { offer } = quoted;
  const supplier =
    typeof offer.supplier_id === 'number' ? await findEntity(USER, offer.supplier_id) : undefined;
  return {
    id: offer.id,
    purchase_request_id: request.id,
    supplier_id: offer.supplier_id,
    supplier: userSimple(supplier),
    status: offer.status,
    description: offer.description,
    offer_number: offer.offer_number,
    valid_until: offer.valid_until ?? null,
    is_valid: offerValid(offer, riyadhDay(new Date())),
    payment_terms: offer.payment_terms ?? null,
    delivery_days: offer.delivery_days ?? null,
    vat_included: offer.vat_included ?? false,
    subtotal: sarOrNull(offer.subtotal),
    vat: sarOrNull(offer.vat),
    total: sarOrNull(offer.total),
    lines: lines.map((line) => {
      const offered = quoted.lines.find((candidate) => candidate.request_details_id === line.id);
      return {
        request_details_id: line.id,
        material_id: line.material_id,
        unit: line.unit ?? null,
        requested_qty: line.amount,
        orderable_qty: line.orderable_qty ?? line.amount,
        estimated_unit_price: sarOrNull(line.estimated_unit_price),
        offer_detail_id: offered?.id ?? null,
        qty: offered?.qty ?? null,
        one_piece_price: sarOrNull(offered?.one_piece_price),
        total: sarOrNull(offered?.total),
        vat_rate: offered ? (offered.vat_rate ?? 15) : null,
        expected_delivery_date: offered?.expected_delivery_date ?? null,
      };
    }),
  };
}
