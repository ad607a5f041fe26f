import { type EntityOf, entityType } from '../../db/entity-type';

/** One award of a comparison: the offer line a request line is bought by. */
export interface OfferAward {
  request_details_id: number;
  offer_detail_id: number;
  offer_id: number;
  supplier_id: number;
}

/**
 * The offers of a request compared and the lines awarded (STAFF-DOMAIN-2 1.2, a show-only kind),
 * approved through `offers_comparison`: pending_acceptance → approved / rejected; a PR cancelled
 * cancels it. `recommended_total` is the awarded lines' Σ qty × price (halalas, without VAT): what
 * the approval's policies compare.
 */
export interface OffersComparison {
  number: string;
  purchase_request_id: number;
  project_id: number | null;
  offer_ids: number[];
  awards: OfferAward[];
  recommended_total: number;
  justification: string;
  sole_source_reason: string | null;
  status: 'pending_acceptance' | 'approved' | 'rejected' | 'cancelled';
  acceptance_id: number | null;
  requested_by_id: number;
  decided_at: string | null;
}

/** Comparisons, listed by their request (the latest one is the request's current comparison). */
export const OFFERS_COMPARISON = entityType<OffersComparison>('OFFERS_COMPARISON', {
  lists: [['purchase_request_id']],
});

export type OffersComparisonEntity = EntityOf<typeof OFFERS_COMPARISON>;
