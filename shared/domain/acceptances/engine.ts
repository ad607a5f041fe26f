import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { nextId } from '../../db/counters';
import { findEntity, getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { keys } from '../../db/keys';
import type { TxItem } from '../../db/transaction-builder';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { accountsOfPerson } from '../auth/staff-account';
import { type Actor, SYSTEM_ACTOR } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { USER } from '../users/users';
import {
  acceptanceNotification,
  inboxClose,
  inboxOpen,
  openGuardDelete,
  openGuardMove,
  openGuardPut,
} from './acceptance-writes';
import {
  ACCEPTANCE,
  type Acceptance,
  type AcceptanceEntity,
  type AcceptanceEvent,
  type AcceptanceStatus,
  type AcceptanceStep,
  acceptanceLifecycle,
  isRequester,
} from './acceptances';
import {
  type ApprovableSubject,
  type ApprovableType,
  type ApprovableTypes,
  type DecisionContext,
  matchingPolicy,
} from './approvable-types';
import { mergedWrites } from './merged-writes';
import { unlockedCheck } from './record-lock';
import { resolveReviewers } from './reviewers';

const HOUR = 3_600_000;
const DEFAULT_REMINDER_HOURS = 24;
const DEFAULT_SLA_HOURS = 48;
const DEFAULT_ESCALATION_ROLE = 'general_manager';
/**
 * The most reviewers one step opens for: each costs 10 items of the opening transaction (its
 * waiting entry with 2 list entries and a count, its notification with 3 list entries and 2
 * counts; shared counters are merged), and the transaction also carries the closing step, the
 * acceptance and the record's own change, within DynamoDB's 100 (worst case about 80).
 */
export const MAX_STEP_REVIEWERS = 5;

/** A staff member deciding: their user id and the abilities their token carries. */
export interface Decider {
  id: number;
  abilities: readonly string[];
}

const staffActor = (decider: Decider): Actor => ({
  kind: 'staff',
  id: decider.id,
  abilities: decider.abilities,
});
const later = (at: string, hours: number) => new Date(Date.parse(at) + hours * HOUR).toISOString();

function registered(types: ApprovableTypes, type: string): ApprovableType {
  const definition = types.get(type);
  if (!definition) throw new Error(`No approvable type "${type}" is known to this decision`);
  return definition;
}

/** The working copy a decision changes, and the items its transaction writes besides the acceptance. */
interface Draft {
  acceptance: AcceptanceEntity;
  items: TransactItem[];
  at: string;
  /** Whether the acceptance's guard item is stored (a decision deletes it; a submission writes it). */
  guarded: boolean;
}

const event = (
  draft: Draft,
  kind: AcceptanceEvent['kind'],
  byId: number | null,
  comment: string | null = null,
) =>
  draft.acceptance.events.push({
    kind,
    sequence: draft.acceptance.current_sequence,
    by_id: byId,
    at: draft.at,
    comment,
  });

/**
 * Opens the steps from `sequence` on: each resolves its reviewers; a step whose reviewers include
 * the one who approved the step before is skipped (when its policy says so); the first other step
 * becomes pending, its reviewers get a waiting entry and a notification. Returns false when no step
 * is left (the acceptance is approved).
 */
async function openSteps(draft: Draft, sequence: number, previousApprover: number | null): Promise<boolean> {
  const acceptance = draft.acceptance;
  for (const step of acceptance.steps.filter((candidate) => candidate.sequence >= sequence)) {
    acceptance.current_sequence = step.sequence;
    const reviewers = await resolveReviewers(step, acceptance);
    if (reviewers.length === 0) throw new ConflictError('acceptances.no_reviewer');
    if (reviewers.length > MAX_STEP_REVIEWERS)
      throw new ConflictError('acceptances.too_many_reviewers', { max: MAX_STEP_REVIEWERS });
    step.reviewer_ids = reviewers;
    step.opened_at = draft.at;
    if (
      step.bypass_if_same_reviewer &&
      step.mode === 'any' &&
      previousApprover !== null &&
      reviewers.includes(previousApprover)
    ) {
      Object.assign(step, { status: 'skipped', decided_by_id: previousApprover, decided_at: draft.at });
      event(draft, 'skipped', previousApprover);
      continue;
    }
    step.status = 'pending';
    for (const userId of reviewers) {
      const opened = await inboxOpen(acceptance.id, userId, step.sequence);
      step.inbox.push(opened.ref);
      draft.items.push(...opened.items);
    }
    draft.items.push(
      ...(await acceptanceNotification(reviewers, acceptance, {
        type: 'acceptance_requested',
        title: 'acceptances.requested_title',
        body: 'acceptances.requested_body',
      })),
    );
    acceptance.remind_at = later(draft.at, acceptance.reminder_hours);
    acceptance.due_at = later(draft.at, acceptance.sla_hours);
    acceptance.escalated_at = null;
    event(draft, 'step_opened', null);
    return true;
  }
  acceptance.current_sequence = null;
  return false;
}

/** Closes every waiting entry still open on a step. */
function closeStep(draft: Draft, step: AcceptanceStep, keep: (userId: number) => boolean = () => false) {
  for (const ref of step.inbox.filter((entry) => !keep(entry.user_id)))
    draft.items.push(...inboxClose(ref, draft.acceptance.id, step.sequence));
  step.inbox = step.inbox.filter((entry) => keep(entry.user_id));
}

/** The requester's account first, then the other live accounts of the same person. */
async function accountsOfRequester(requesterId: number): Promise<number[]> {
  const requester = await findEntity(USER, requesterId);
  const others = await accountsOfPerson(requester?.person_id);
  return [requesterId, ...others.map((account) => account.id).filter((id) => id !== requesterId)];
}

/** The final decision: the record's own change, the unlock and the requester's notification, in the draft. */
async function finish(
  draft: Draft,
  type: ApprovableType,
  status: Exclude<AcceptanceStatus, 'pending'>,
  deciderId: number | null,
  reason: string | null,
) {
  const acceptance = draft.acceptance;
  const context: DecisionContext = {
    id: acceptance.approvable_id,
    acceptanceId: acceptance.id,
    deciderId,
    at: draft.at,
    reason,
  };
  const recordItems =
    status === 'approved'
      ? await type.onApproved(context)
      : status === 'rejected'
        ? await type.onRejected(context)
        : await type.onCancelled(context);
  Object.assign(acceptance, {
    status,
    decided_at: draft.at,
    decided_by_id: deciderId,
    decision_comment: reason,
    remind_at: null,
    due_at: null,
  });
  draft.items.push(...recordItems, ...(draft.guarded ? [openGuardDelete(acceptance)] : []));
  if (status !== 'cancelled')
    draft.items.push(
      ...(await acceptanceNotification([acceptance.requested_by_id], acceptance, {
        type: 'acceptance_decided',
        title: 'acceptances.decided_title',
        body: status === 'approved' ? 'acceptances.approved_body' : 'acceptances.rejected_body',
        params: { reason: reason ?? '' },
      })),
    );
}

/**
 * Submits a record for approval ("send to acceptance"): the first policy of its type that matches
 * gives the chain; its first step opens. No policy: approved at once (the record's onApproved in
 * the same transaction). A record with an open acceptance answers 409 (the guard item is written
 * only if absent), so there is never more than one. `also`: the record's own change (a booking's
 * pause), written in the submission's transaction so the two land together or not at all. The
 * submitting module hands over its type's definition: nothing registers types by importing them.
 */
export async function submitForAcceptance(
  type: ApprovableType,
  id: number,
  options: {
    also?: (acceptanceId: number) => Promise<TransactItem[]>;
    /**
     * Conditioned items of the record's own invariants (a quantity still orderable, stock still
     * available), each answered by its own `refusal` (a 422 naming the limit) when it cancels the
     * submission; written in the same transaction, never merged.
     */
    guards?: readonly TxItem[];
    /** The record as `describe` would give it, for a record `also` creates with its submission. */
    subject?: ApprovableSubject;
    /**
     * The record's open acceptance that `also` cancels in this same transaction (a pending record
     * rewritten and resubmitted, its cancel from `prepareOpenAcceptanceCancel(..., { keepGuard })`):
     * the guard is moved to the new acceptance under `acceptance_id = replaces` instead of put absent.
     */
    replaces?: number;
  } = {},
): Promise<AcceptanceEntity> {
  const typeName = type.type;
  const subject = options.subject ?? (await type.describe(id));
  if (!subject) throw new NotFoundError(type.recordName);
  const policy = matchingPolicy(type.policies, subject);
  const at = new Date().toISOString();
  const acceptanceId = await nextId(ACCEPTANCE);
  const attributes: Acceptance = {
    approvable_type: typeName,
    approvable_id: id,
    title_en: subject.summary.en,
    title_ar: subject.summary.ar,
    project_id: subject.project_id,
    client_id: subject.client_id,
    amount: subject.amount,
    subtype: subject.subtype,
    requested_by_id: subject.requester_id,
    requester_account_ids: await accountsOfRequester(subject.requester_id),
    requested_at: at,
    status: 'pending',
    current_sequence: null,
    policy_name: policy?.name ?? null,
    bulk_allowed: policy?.bulk_allowed ?? true,
    reminder_hours: policy?.reminder_hours ?? DEFAULT_REMINDER_HOURS,
    sla_hours: policy?.sla_hours ?? DEFAULT_SLA_HOURS,
    escalation_role: policy ? (policy.escalation_role ?? DEFAULT_ESCALATION_ROLE) : null,
    remind_at: null,
    due_at: null,
    escalated_at: null,
    decided_at: null,
    decided_by_id: null,
    decision_comment: null,
    steps: (policy?.steps ?? []).map((step, index) => ({
      sequence: index + 1,
      name: step.name,
      reviewer: step.reviewer,
      mode: step.mode ?? 'any',
      exclude_requester: step.exclude_requester ?? true,
      bypass_if_same_reviewer: step.bypass_if_same_reviewer ?? true,
      status: 'waiting',
      reviewer_ids: [],
      approved_by_ids: [],
      inbox: [],
      opened_at: null,
      decided_by_id: null,
      decided_at: null,
      comment: null,
    })),
    events: [{ kind: 'submitted', sequence: null, by_id: subject.requester_id, at, comment: null }],
  };
  const draft: Draft = {
    acceptance: { ...attributes, id: acceptanceId, version: 1, created_at: at, updated_at: at },
    items: [],
    at,
    guarded: false,
  };
  if (!(await openSteps(draft, 1, null))) {
    event(draft, 'auto_approved', null);
    await finish(draft, type, 'approved', null, null);
  }
  const {
    id: _id,
    version: _version,
    created_at: _created,
    updated_at: _updated,
    ...stored
  } = draft.acceptance;
  const created = await prepareCreate(ACCEPTANCE, stored, { id: acceptanceId });
  // The guard first: its refusal (index 0) means another acceptance is open. An auto-approved
  // record writes and deletes no guard, so it checks the guard's absence instead.
  const guard =
    options.replaces !== undefined
      ? openGuardMove(draft.acceptance, acceptanceId, options.replaces, draft.acceptance.status === 'pending')
      : draft.acceptance.status === 'pending'
        ? openGuardPut(draft.acceptance, acceptanceId)
        : unlockedCheck(typeName, id);
  const guards = options.guards ?? [];
  const items = [
    guard,
    ...guards.map((item) => item.item),
    ...mergedWrites([
      ...created.items,
      ...draft.items,
      ...(options.also ? await options.also(acceptanceId) : []),
    ]),
  ];
  await transact(items, (index) => {
    if (index === 0) return new ConflictError('acceptances.already_open');
    return guards[index - 1]?.refusal?.() ?? new ConflictError();
  });
  return created.entity;
}

/** The acceptance, or 404. */
export const loadAcceptance = (id: number) => getEntity(ACCEPTANCE, id, 'acceptance');

/** Whether the user may decide the acceptance's current step now (the show's `can_accept`). */
export function canDecide(acceptance: AcceptanceEntity, userId: number): boolean {
  const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  return (
    acceptance.status === 'pending' &&
    step !== undefined &&
    step.reviewer_ids.includes(userId) &&
    !step.approved_by_ids.includes(userId) &&
    !(step.exclude_requester && isRequester(acceptance, userId))
  );
}

/** Writes a draft under the version read: of racing decisions one lands, the others answer 409. */
async function save(
  before: AcceptanceEntity,
  draft: Draft,
  action: string,
  reason: string | null,
  actor: Actor,
) {
  const prepared = await prepareSave(before, draft, action, reason, actor);
  await transact(prepared.items, prepared.refusal);
  return prepared.entity;
}

/** A draft's write (the acceptance under the version read, its history and items), unwritten. */
async function prepareSave(
  before: AcceptanceEntity,
  draft: Draft,
  action: string,
  reason: string | null,
  actor: Actor,
) {
  const after = draft.acceptance;
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, ...changes } = after;
  const history =
    after.status !== before.status
      ? [
          statusChangePut(
            { type: ACCEPTANCE, id: before.id },
            {
              version: before.version + 1,
              action,
              from: before.status,
              to: after.status,
              by: actorRef(actor),
              at: draft.at,
              reason,
            },
          ),
        ]
      : [];
  return prepareUpdate(ACCEPTANCE, before.id, changes, {
    recordName: 'acceptance',
    current: before,
    expectedVersion: before.version,
    also: mergedWrites([...history, ...draft.items]),
  });
}

const draftOf = (acceptance: AcceptanceEntity): Draft => ({
  acceptance: structuredClone(acceptance),
  items: [],
  at: new Date().toISOString(),
  guarded: true,
});

/**
 * A reviewer of the current step decides it. Accept: the step is approved (`all`: once every
 * reviewer accepted), the next step opens (or is skipped), and after the last the record is
 * approved. Reject (reason required): the acceptance and the record are rejected. The final
 * decision, the record's change, the unlock and the notifications land in one transaction.
 * `types`: where the acceptance's type is found (decisions.ts passes every real type).
 */
export async function decideAmong(
  types: ApprovableTypes,
  id: number,
  decider: Decider,
  decision: 'accept' | 'reject',
  comment: string | null,
  options: { bulk?: boolean } = {},
): Promise<AcceptanceEntity> {
  for (let round = 1; ; round++) {
    try {
      return await decideOnce(types, id, decider, decision, comment, options);
    } catch (error) {
      if (!lostRace(error) || round >= DECISION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(round, 8)));
    }
  }
}

/** Rounds a decision is taken again after losing a race (each round one of the racers lands). */
const DECISION_ATTEMPTS = 30;

/**
 * A decision's transaction cancelled by a concurrent write (the acceptance, or the record's own
 * items: a refund's sale moved by a payment): nothing was written, so it is taken again on fresh
 * reads, which answer on the state that won (already decided: 409; over a limit: the record's 422).
 */
const lostRace = (error: unknown) =>
  (error instanceof ConflictError && error.messageKey === 'errors.conflict') ||
  (error as Error).name === 'TransactionCanceledException';

async function decideOnce(
  types: ApprovableTypes,
  id: number,
  decider: Decider,
  decision: 'accept' | 'reject',
  comment: string | null,
  options: { bulk?: boolean },
): Promise<AcceptanceEntity> {
  const acceptance = await loadAcceptance(id);
  const type = registered(types, acceptance.approvable_type);
  const actor = staffActor(decider);
  acceptanceLifecycle.step(decision, { from: acceptance.status, actor, subject: acceptance });
  if (options.bulk && !acceptance.bulk_allowed) throw new ConflictError('acceptances.bulk_not_allowed');
  const draft = draftOf(acceptance);
  const step = draft.acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  if (!step) throw new ConflictError('acceptances.already_decided', { status: acceptance.status });
  if (step.exclude_requester && isRequester(acceptance, decider.id))
    throw new ForbiddenError('acceptances.own_request');
  if (!canDecide(acceptance, decider.id)) throw new ForbiddenError('acceptances.not_reviewer');
  if (decision === 'reject') {
    Object.assign(step, { status: 'rejected', decided_by_id: decider.id, decided_at: draft.at, comment });
    closeStep(draft, step);
    event(draft, 'rejected', decider.id, comment);
    await finish(draft, type, 'rejected', decider.id, comment);
    return save(acceptance, draft, 'reject', comment, actor);
  }
  step.approved_by_ids.push(decider.id);
  event(draft, 'accepted', decider.id, comment);
  const everyoneAccepted =
    step.mode === 'any' || step.reviewer_ids.every((userId) => step.approved_by_ids.includes(userId));
  if (!everyoneAccepted) {
    closeStep(draft, step, (userId) => userId !== decider.id);
    return save(acceptance, draft, 'accept', comment, actor);
  }
  Object.assign(step, { status: 'approved', decided_by_id: decider.id, decided_at: draft.at, comment });
  closeStep(draft, step);
  if (!(await openSteps(draft, step.sequence + 1, decider.id))) {
    event(draft, 'approved', decider.id, comment);
    await finish(draft, type, 'approved', decider.id, comment);
    return save(acceptance, draft, 'approve', comment, actor);
  }
  return save(acceptance, draft, 'accept', comment, actor);
}

/**
 * Cancels the open acceptance of a record (the record was withdrawn, or edited through
 * `cancelOpenAcceptance` before a new submission): its reviewers' entries close and the record's
 * onCancelled change lands in the same transaction, with `also` (the caller's own change of the
 * record, e.g. a booking cancelled). No open acceptance: nothing to do.
 */
export async function cancelOpenAcceptance(
  type: ApprovableType,
  id: number,
  actor: Actor = SYSTEM_ACTOR,
  options: { also?: TransactItem[] } = {},
) {
  const acceptanceId = await openAcceptanceId(type.type, id);
  if (acceptanceId === undefined) return undefined;
  const acceptance = await loadAcceptance(acceptanceId);
  acceptanceLifecycle.step('cancel', { from: acceptance.status, actor: SYSTEM_ACTOR, subject: acceptance });
  const draft = draftOf(acceptance);
  for (const step of draft.acceptance.steps) closeStep(draft, step);
  event(draft, 'cancelled', actor.kind === 'staff' ? actor.id : null);
  await finish(draft, type, 'cancelled', actor.kind === 'staff' ? actor.id : null, null);
  draft.items.push(...(options.also ?? []));
  return save(acceptance, draft, 'cancel', null, actor);
}

/**
 * The items that cancel a record's open acceptance (none open: none), for a transaction of the
 * caller's that must land with it (a sale deleted with its refund requests' approvals): as
 * `cancelOpenAcceptance`, unwritten.
 */
export async function prepareOpenAcceptanceCancel(
  type: ApprovableType,
  id: number,
  actor: Actor = SYSTEM_ACTOR,
  options: { keepGuard?: boolean } = {},
): Promise<TransactItem[]> {
  const acceptanceId = await openAcceptanceId(type.type, id);
  if (acceptanceId === undefined) return [];
  const acceptance = await loadAcceptance(acceptanceId);
  acceptanceLifecycle.step('cancel', { from: acceptance.status, actor: SYSTEM_ACTOR, subject: acceptance });
  // keepGuard: a resubmission in the same transaction moves the guard (`replaces`) instead.
  const draft = { ...draftOf(acceptance), guarded: !options.keepGuard };
  for (const step of draft.acceptance.steps) closeStep(draft, step);
  event(draft, 'cancelled', actor.kind === 'staff' ? actor.id : null);
  await finish(draft, type, 'cancelled', actor.kind === 'staff' ? actor.id : null, null);
  return (await prepareSave(acceptance, draft, 'cancel', null, actor)).items;
}

/** The id of a record's open acceptance (its guard item), or undefined. */
export async function openAcceptanceId(typeName: string, id: number): Promise<number | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.openAcceptance(typeName, id) }),
  );
  return result.Item ? Number(result.Item.acceptance_id) : undefined;
}
