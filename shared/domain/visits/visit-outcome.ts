import { type TransactItem, transact } from '../../db/transactions';
import type { AttentionRequestEntity } from '../attention-requests/attention-requests';
import type { Actor } from '../lifecycle/lifecycle';
import type { VisitEntity } from './visits';

/**
 * The seams between visits and leads (issue 15: the lead states and follow-ups are built beside
 * this, in shared/domain/attention-requests/). Each takes the visit's own transaction items and
 * writes them; joined, the lead's side goes into the same transaction, so a visit is booked or
 * completed if and only if its lead moves with it.
 */

/** The follow-up results a completed visit may record (the follow-ups' results that fit a visit). */
export const VISIT_FOLLOW_UP_RESULTS = [
  'interested',
  'not_interested',
  'call_back_later',
  'booked_visit',
] as const;

/** What a completed visit tells its lead: the follow-up it writes (channel `visit`). */
export interface VisitOutcome {
  visit: VisitEntity;
  outcome: string;
  /** The follow-up's result (`interested`, `not_interested`, ...). */
  result: (typeof VISIT_FOLLOW_UP_RESULTS)[number];
  /** The lead's next follow-up (required by the follow-up rules unless the lead closes). */
  next_follow_up_at: string | null;
  actor: Actor;
}

/**
 * Writes a visit's completion. SEAM: for a lead's visit, the follow-up (channel `visit`, the
 * outcome as its note) and the lead's move are to join these items (`prepareFollowUp` of the
 * follow-ups with `also: items`); until then the completion is written alone and the outcome is
 * kept on the visit.
 */
export async function recordVisitOutcome(
  _outcome: VisitOutcome,
  items: TransactItem[],
  refusal: (index: number) => Error,
): Promise<void> {
  await transact(items, refusal);
}

/**
 * Writes a lead's new visit. SEAM: the lead's move to `visit_scheduled` (its life cycle's
 * `schedule_visit`, when its state allows it) is to join these items; until then the visit is
 * written alone.
 */
export async function recordLeadVisitBooked(
  _lead: AttentionRequestEntity,
  _actor: Actor,
  items: TransactItem[],
  refusal: (index: number) => Error,
): Promise<void> {
  await transact(items, refusal);
}
