import { listPage, loadEntities, prepareCreate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { type TransactItem, transact } from '../../db/transactions';
import { type FieldMessages, ValidationError } from '../../errors';
import type { Actor } from '../lifecycle/lifecycle';
import { USER, userSimple } from '../users/users';
import type { AttentionRequestEntity } from './attention-requests';
import {
  isOpenLead,
  LEAD_STATUSES,
  type LeadStatus,
  LOST_LEAD_STATUSES,
  leadLifecycle,
} from './lead-lifecycle';
import { getLead, leadStatusOf, prepareLeadChange, withDuplicateCheck } from './lead-writes';

export const FOLLOW_UP_CHANNELS = ['call', 'whatsapp', 'sms', 'email', 'meeting', 'visit'] as const;
export const FOLLOW_UP_RESULTS = [
  'no_answer',
  'interested',
  'not_interested',
  'call_back_later',
  'wrong_number',
  'booked_visit',
] as const;

/** One contact with a lead: how, what came of it, and when to follow up next. */
export interface FollowUp {
  attention_request_id: number;
  channel: string;
  result: string;
  note: string | null;
  next_follow_up_at: string | null;
  status_before: string;
  status_after: string;
  /** The staff member who logged it; null when the system did (a visit completed by a job). */
  by_user_id: number | null;
  at: string;
}

/** A lead's follow-ups, newest first. */
export const FOLLOW_UP = entityType<FollowUp>('FOLLOW_UP', { lists: [['attention_request_id']] });
export type FollowUpEntity = EntityOf<typeof FOLLOW_UP>;

/** What a follow-up records (`status`: the lead's status after it; absent keeps it, or reopens a closed lead). */
export interface FollowUpInput {
  attention_request_id: number;
  channel: (typeof FOLLOW_UP_CHANNELS)[number];
  result: (typeof FOLLOW_UP_RESULTS)[number];
  note?: string | null | undefined;
  /** ISO time; required unless the lead closes, and then ignored. */
  next_follow_up_at?: string | null | undefined;
  status?: LeadStatus | undefined;
  /** Required when the lead closes as not interested, unreachable or lost. */
  lost_reason?: string | null | undefined;
}

function checkFollowUp(input: FollowUpInput, to: string, now: Date): void {
  const errors: FieldMessages = {};
  if (isOpenLead(to)) {
    if (!input.next_follow_up_at) errors.next_follow_up_at = [{ key: 'leads.next_follow_up_required' }];
    else if (Date.parse(input.next_follow_up_at) <= now.getTime())
      errors.next_follow_up_at = [{ key: 'visits.in_past' }];
  } else if ((LOST_LEAD_STATUSES as readonly string[]).includes(to) && !input.lost_reason)
    errors.lost_reason = [{ key: 'leads.reason_required' }];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The items that record a follow-up and move its lead, for a caller that writes them in its own
 * transaction (a visit completed with its outcome); `recordFollowUp` writes them.
 * 1. the lead's next status: `input.status`, else its own (a closed lead reopens to `contacted`),
 *    checked against the lead life cycle for `actor` (409 when the state forbids it);
 * 2. `next_follow_up_at` in the future unless the lead closes (then cleared), a reason to close it;
 * 3. the follow-up, the lead's change (conditioned on the version read: of racing follow-ups one
 *    lands, the others 409) with its history entry and phone marker, and the caller's `also`.
 */
export async function prepareFollowUp(
  input: FollowUpInput,
  actor: Actor,
  options: { lead?: AttentionRequestEntity; also?: TransactItem[] } = {},
) {
  const lead = options.lead ?? (await getLead(input.attention_request_id));
  const from = leadStatusOf(lead);
  const to = input.status ?? (isOpenLead(from) ? from : 'contacted');
  const subject = { ...lead, status: from };
  const step =
    to === from
      ? leadLifecycle.step('follow_up', { from, actor, subject })
      : leadLifecycle.stepTo(to as LeadStatus, { from, actor, subject });
  const now = new Date();
  checkFollowUp(input, step.to, now);
  const open = isOpenLead(step.to);
  const next = open ? new Date(Date.parse(input.next_follow_up_at as string)).toISOString() : null;
  const followUp = await prepareCreate(FOLLOW_UP, {
    attention_request_id: lead.id,
    channel: input.channel,
    result: input.result,
    note: input.note ?? null,
    next_follow_up_at: next,
    status_before: from,
    status_after: step.to,
    by_user_id: actor.kind === 'staff' ? actor.id : null,
    at: now.toISOString(),
  });
  const prepared = await prepareLeadChange(lead, {
    step,
    actor,
    reason: open ? null : (input.lost_reason ?? null),
    changes: {
      next_follow_up_at: next,
      last_contacted_at: now.toISOString(),
      follow_ups_count: (lead.follow_ups_count ?? 0) + 1,
      follow_up_alert_at: next,
      follow_up_alert: next ? 'assignee' : null,
      lost_reason: open ? null : (input.lost_reason ?? null),
    },
    also: [...followUp.items, ...(options.also ?? [])],
  });
  return { ...prepared, lead: prepared.entity, followUp: followUp.entity };
}

/**
 * Records a follow-up on a lead with its channel, result and next date, moving the lead (see
 * `prepareFollowUp`), in one transaction. Answers the follow-up and the lead as written.
 */
export async function recordFollowUp(
  input: FollowUpInput,
  actor: Actor,
  options: { lead?: AttentionRequestEntity; also?: TransactItem[] } = {},
) {
  const prepared = await prepareFollowUp(input, actor, options);
  await withDuplicateCheck(prepared.unique, () => transact(prepared.items, prepared.refusal));
  return { followUp: prepared.followUp, lead: prepared.lead };
}

/** Follow-ups as the staff surface shows them, with who logged each (one batch read). */
export async function followUpRecords(items: FollowUpEntity[]) {
  const users = await loadEntities(items.map((item) => ({ type: USER, id: item.by_user_id })));
  return items.map((item) => ({
    id: item.id,
    attention_request_id: item.attention_request_id,
    channel: item.channel,
    result: item.result,
    note: item.note,
    next_follow_up_at: item.next_follow_up_at,
    status_before: item.status_before,
    status_after: item.status_after,
    by: userSimple(users.get(USER, item.by_user_id)),
    at: item.at,
    created_at: item.created_at,
  }));
}

/** A lead's newest follow-ups (at most `limit`). */
export async function leadFollowUps(leadId: number, limit = 20) {
  const { items } = await listPage(FOLLOW_UP, 1, limit, { filters: { attention_request_id: leadId } });
  return followUpRecords(items);
}

/** What the follow-up form offers for a lead: channels, results, the statuses it may move to now. */
export async function followUpFormData(leadId: number, actor: Actor, lead?: AttentionRequestEntity) {
  const current = lead ?? (await getLead(leadId));
  const from = leadStatusOf(current);
  const subject = { ...current, status: from };
  const reachable = LEAD_STATUSES.filter((status) => {
    if (status === from) return leadLifecycle.can('follow_up', { from, actor, subject });
    try {
      leadLifecycle.stepTo(status, { from, actor, subject });
      return true;
    } catch {
      return false;
    }
  });
  return {
    attention_request_id: current.id,
    status: from,
    channels: FOLLOW_UP_CHANNELS.map((key) => ({ key, name: key.replaceAll('_', ' ') })),
    results: FOLLOW_UP_RESULTS.map((key) => ({ key, name: key.replaceAll('_', ' ') })),
    statuses: reachable.map((key) => ({ key, name: key.replaceAll('_', ' ') })),
    next_follow_up_required_unless: LEAD_STATUSES.filter((status) => !isOpenLead(status)),
  };
}
