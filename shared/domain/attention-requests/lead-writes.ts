import { findEntity, getEntity, prepareUpdate, type UniqueValue } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { type TransactItem, transact } from '../../db/transactions';
import { ValidationError } from '../../errors';
import type { Actor, Step } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { findByUnique, normalizePhone, USER, USER_COUNTERS } from '../users/users';
import { ATTENTION_REQUEST, type AttentionRequest, type AttentionRequestEntity } from './attention-requests';
import { isOpenLead, type LeadStatus, leadLifecycle } from './lead-lifecycle';

export const LEAD_RECORD_NAME = 'attention request';

/** The unique-marker kind holding one open lead per phone and project. */
const LEAD_PHONE_KIND = 'ATTENTION_REQUEST_PHONE';

/** A lead's status; enquiries written without one (client app, system surface) are `new`. */
export const leadStatusOf = (lead: Pick<AttentionRequest, 'status'>): string => lead.status ?? 'new';

/**
 * The marker that refuses a second open lead with the same phone in the same project: held while
 * the lead is open and has a phone and a project, released when it closes (or is deleted).
 */
export function leadPhoneUnique(
  lead: Pick<AttentionRequest, 'phone' | 'project_id' | 'status'>,
): UniqueValue {
  const holds = isOpenLead(leadStatusOf(lead)) && lead.phone && typeof lead.project_id === 'number';
  return {
    kind: LEAD_PHONE_KIND,
    field: 'phone',
    value: holds ? `${lead.project_id}#${normalizePhone(lead.phone as string)}` : null,
  };
}

/**
 * Runs a write that puts a lead's phone marker; a taken marker (422 on `phone`) is answered with
 * the id of the open lead that holds it, so the agent can open that one instead.
 */
export async function withDuplicateCheck<T>(unique: UniqueValue, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ValidationError) || !unique.value || !error.fields[unique.field]) throw error;
    const holder = await findByUnique(ATTENTION_REQUEST, 'PHONE', unique.value);
    if (!holder) throw error;
    throw ValidationError.forField('phone', 'leads.duplicate_phone', { id: holder.id });
  }
}

/** Moves an agent's `follow_ups_due` counter (joined with the other count moves of its transaction). */
export function followUpsDueMove(userId: number, delta: 1 | -1): TransactItem {
  return txUpdate('follow-ups-due', keys.counts({ type: USER, id: userId }), {
    add: { [USER_COUNTERS.followUpsDue]: delta },
  }).item;
}

/**
 * Whether a change ends a lead's due follow-up for its counted agent: a new follow-up date (a
 * follow-up logged, or the date edited), another agent, or the lead closing.
 */
function endsDue(lead: AttentionRequestEntity, changes: Partial<AttentionRequest>, after: string): boolean {
  return (
    typeof lead.follow_up_due_user_id === 'number' &&
    ('follow_up_alert_at' in changes || 'sale_support_user_id' in changes || !isOpenLead(after))
  );
}

/** A live lead by id (404 when missing). */
export const getLead = (id: number): Promise<AttentionRequestEntity> =>
  getEntity(ATTENTION_REQUEST, id, LEAD_RECORD_NAME);

/** What a lead change writes besides the lead's own attributes. */
export interface LeadChange {
  step: Step<LeadStatus, string>;
  actor: Actor;
  changes?: Partial<AttentionRequest>;
  reason?: string | null;
  /** Items written in the same transaction (a follow-up, a visit, notifications). */
  also?: TransactItem[];
}

/**
 * The items of a checked step on a lead, conditioned on the version read: its changes, its status
 * history entry when the status moves, its phone marker released when it closes and taken again
 * when it reopens, and the caller's `also`. Not written: for a caller that joins them to its own
 * transaction (a visit completed with its follow-up); `writeLeadChange` writes them.
 */
export async function prepareLeadChange(lead: AttentionRequestEntity, change: LeadChange) {
  const { step } = change;
  const after = { ...lead, ...change.changes, ...(step.changes ? { status: step.to } : {}) };
  const before = leadPhoneUnique({ ...lead, status: leadStatusOf(lead) });
  const next = leadPhoneUnique(after);
  const dueEnds = endsDue(lead, change.changes ?? {}, leadStatusOf(after));
  const prepared = await prepareUpdate(
    ATTENTION_REQUEST,
    lead.id,
    {
      ...change.changes,
      ...(step.changes || lead.status === undefined ? { status: step.to } : {}),
      ...(dueEnds ? { follow_up_due_user_id: null } : {}),
    },
    {
      recordName: LEAD_RECORD_NAME,
      current: lead,
      expectedVersion: lead.version,
      uniques: [{ ...next, previous: before.value }],
      also: [
        ...(step.changes
          ? [
              statusChangePut(
                { type: ATTENTION_REQUEST, id: lead.id },
                {
                  version: lead.version + 1,
                  action: step.action,
                  from: step.from,
                  to: step.to,
                  by: actorRef(change.actor),
                  at: new Date().toISOString(),
                  reason: change.reason ?? null,
                },
              ),
            ]
          : []),
        ...(dueEnds ? [followUpsDueMove(lead.follow_up_due_user_id as number, -1)] : []),
        ...(change.also ?? []),
      ],
    },
  );
  return { ...prepared, unique: next };
}

/** Writes a checked step on a lead (see `prepareLeadChange`); a racing change answers 409. */
export async function writeLeadChange(lead: AttentionRequestEntity, change: LeadChange) {
  const prepared = await prepareLeadChange(lead, change);
  return withDuplicateCheck(prepared.unique, async () => {
    await transact(prepared.items, prepared.refusal);
    return prepared.entity;
  });
}

/**
 * The items that move a lead to `status` (e.g. `visit_scheduled` when a visit is booked for it),
 * checked against the lead life cycle for `actor`; none when it is already there. For visits and
 * bookings to join to their own transaction.
 */
export async function prepareLeadStatus(
  leadId: number,
  status: LeadStatus,
  actor: Actor,
  also: TransactItem[] = [],
) {
  const lead = await findEntity(ATTENTION_REQUEST, leadId);
  if (!lead) throw ValidationError.forField('attention_request_id', 'validation.exists');
  const from = leadStatusOf(lead);
  if (from === status) return { lead, items: also, refusal: () => new Error('unreachable') };
  const step = leadLifecycle.stepTo(status, { from, actor, subject: lead });
  return prepareLeadChange(lead, { step, actor, also });
}
