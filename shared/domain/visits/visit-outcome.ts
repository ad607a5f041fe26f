import { type TransactItem, transact } from '../../db/transactions';
import type { AttentionRequestEntity } from '../attention-requests/attention-requests';
import { prepareFollowUp } from '../attention-requests/follow-ups';
import { type LeadStatus, leadLifecycle } from '../attention-requests/lead-lifecycle';
import { leadStatusOf, prepareLeadStatus, withDuplicateCheck } from '../attention-requests/lead-writes';
import type { Actor } from '../lifecycle/lifecycle';
import type { VisitEntity } from './visits';

/**
 * Where visits meet leads: a visit booked for a lead moves it to `visit_scheduled`, and a lead's
 * visit completed writes a follow-up (channel `visit`) that moves the lead, each in the visit's own
 * transaction, so the visit is written if and only if its lead moves with it.
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

/** The lead's status a visit's result moves it to; undefined keeps an open lead where it is. */
const LEAD_STATUS_AFTER = {
  interested: 'interested',
  not_interested: 'not_interested',
  call_back_later: 'contacted',
  booked_visit: undefined,
} as const;

/**
 * Writes the lead's change with the visit's items (which come last in it): a refused item of the
 * visit answers the visit's error, one of the lead's the lead's (a stale lead: 409).
 */
function writeJoined(
  prepared: { items: TransactItem[]; refusal: (index: number) => Error },
  visitItems: TransactItem[],
  visitRefusal: (index: number) => Error,
) {
  const offset = prepared.items.length - visitItems.length;
  return transact(prepared.items, (index) =>
    index >= offset ? visitRefusal(index - offset) : prepared.refusal(index),
  );
}

/** Writes a visit's completion; a lead's visit also writes its follow-up and moves the lead. */
export async function recordVisitOutcome(
  outcome: VisitOutcome,
  items: TransactItem[],
  refusal: (index: number) => Error,
): Promise<void> {
  const leadId = outcome.visit.attention_request_id;
  if (!leadId) return transact(items, refusal);
  const prepared = await prepareFollowUp(
    {
      attention_request_id: leadId,
      channel: 'visit',
      result: outcome.result,
      note: outcome.outcome,
      next_follow_up_at: outcome.next_follow_up_at,
      status: LEAD_STATUS_AFTER[outcome.result],
      lost_reason: outcome.result === 'not_interested' ? outcome.outcome : null,
    },
    outcome.actor,
    { also: items },
  );
  await withDuplicateCheck(prepared.unique, () => writeJoined(prepared, items, refusal));
}

/**
 * Writes a lead's new visit, moving the lead to `visit_scheduled` when its state allows it (a lead
 * already there, or closed, keeps its state and the visit is written alone).
 */
export async function recordLeadVisitBooked(
  lead: AttentionRequestEntity,
  actor: Actor,
  items: TransactItem[],
  refusal: (index: number) => Error,
): Promise<void> {
  const from = leadStatusOf(lead) as LeadStatus;
  if (!leadLifecycle.can('schedule_visit', { from, actor, subject: lead })) return transact(items, refusal);
  // Both states are open: the lead's phone marker stays as it is.
  await writeJoined(await prepareLeadStatus(lead.id, 'visit_scheduled', actor, items), items, refusal);
}
