import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import { type LifecycleError, TransitionForbiddenError } from '../lifecycle/lifecycle-errors';

export const ACCEPTANCE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUSES)[number];
export const STEP_STATUSES = ['waiting', 'pending', 'approved', 'rejected', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Who reviews a step: a named user, everyone holding a role, or a person related to the request. */
export type ReviewerRule =
  | { kind: 'user'; user_id: number }
  | { kind: 'role'; role: string }
  | { kind: 'relation'; relation: 'requester_manager' | 'project_manager' };

/** A waiting-for-me entry of a step's reviewer, kept to remove it when the step closes. */
export interface InboxRef {
  user_id: number;
  inbox_id: number;
  created_at: string;
}

/** One step of an acceptance, resolved from its policy step when the acceptance is submitted. */
export interface AcceptanceStep {
  sequence: number;
  name: string;
  reviewer: ReviewerRule;
  /** `any`: one reviewer decides the step; `all`: every reviewer must accept. */
  mode: 'any' | 'all';
  /** Four-eyes: the requester is never a reviewer of this step. */
  exclude_requester: boolean;
  /** The step is skipped when the person who approved the previous step is one of its reviewers. */
  bypass_if_same_reviewer: boolean;
  status: StepStatus;
  /** Resolved when the step opens. */
  reviewer_ids: number[];
  approved_by_ids: number[];
  inbox: InboxRef[];
  opened_at: string | null;
  decided_by_id: number | null;
  decided_at: string | null;
  comment: string | null;
}

/** What happened to an acceptance, oldest first (its history). */
export interface AcceptanceEvent {
  kind:
    | 'submitted'
    | 'auto_approved'
    | 'step_opened'
    | 'accepted'
    | 'skipped'
    | 'approved'
    | 'rejected'
    | 'cancelled'
    | 'reminded'
    | 'escalated'
    | 'notified';
  sequence: number | null;
  by_id: number | null;
  at: string;
  comment: string | null;
}

/**
 * One approval of one record (STAFF-DOMAIN.md 1.1): a snapshot of the record's summary, its steps
 * with their reviewers and its history. The steps and events live on the item itself: an approval
 * has a handful of each, and a decision then rewrites one item under its version, so of two
 * racing decisions exactly one lands.
 */
export interface Acceptance {
  approvable_type: string;
  approvable_id: number;
  title_en: string;
  title_ar: string;
  project_id: number | null;
  client_id: number | null;
  amount: number | null;
  subtype: string | null;
  requested_by_id: number;
  /**
   * Every account of the requesting person when the approval was submitted (the requester's own
   * first): four-eyes compares persons, so none of them reviews it. Approvals stored before it hold
   * none, and compare the requesting account alone.
   */
  requester_account_ids?: number[];
  requested_at: string;
  status: AcceptanceStatus;
  current_sequence: number | null;
  policy_name: string | null;
  bulk_allowed: boolean;
  reminder_hours: number;
  sla_hours: number;
  escalation_role: string | null;
  /** When the open step's reviewers are next reminded, and when it is overdue. */
  remind_at: string | null;
  due_at: string | null;
  escalated_at: string | null;
  decided_at: string | null;
  decided_by_id: number | null;
  decision_comment: string | null;
  steps: AcceptanceStep[];
  events: AcceptanceEvent[];
}

/**
 * The tabs and filters of "Acceptance: index": all approvals, by status, type or project (each
 * alone), and the caller's own requests (with their status). A status change moves 8 list items.
 */
export const ACCEPTANCE = entityType<Acceptance>('ACCEPTANCE', {
  lists: [
    ['status'],
    ['approvable_type'],
    ['project_id'],
    ['requested_by_id'],
    ['requested_by_id', 'status'],
  ],
});
export type AcceptanceEntity = EntityOf<typeof ACCEPTANCE>;

/**
 * "Waiting for me": one entry per (acceptance, reviewer) while the reviewer's step is open, listed
 * by user. It is deleted when the step closes for that reviewer, in the decision's transaction.
 */
export interface AcceptanceInbox {
  acceptance_id: number;
  user_id: number;
  sequence: number;
}
export const ACCEPTANCE_INBOX = entityType<AcceptanceInbox>('ACCEPTANCE_INBOX', { lists: [['user_id']] });

/**
 * One line of a reviewer's daily digest (written by the 08:00 Asia/Riyadh job): an approval that
 * was waiting for them that day, with what "daily-digest Index Filter" filters by.
 */
export interface DigestEntry {
  user_id: number;
  digest_date: string;
  acceptance_id: number;
  approvable_type: string;
  approvable_id: number;
  client_id: number | null;
  project_id: number | null;
  title_en: string;
  title_ar: string;
  status: string;
  requested_at: string;
  overdue: boolean;
}
export const DIGEST_ENTRY = entityType<DigestEntry>('ACCEPTANCE_DIGEST_ENTRY', {
  lists: [
    ['user_id'],
    ['user_id', 'digest_date'],
    ['user_id', 'client_id'],
    ['user_id', 'approvable_type'],
    ['user_id', 'project_id'],
  ],
});

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  return new ConflictError('acceptances.already_decided', { status: refused.from });
}

/**
 * The life of an acceptance (STAFF-DOMAIN.md 1.2): reviewers decide it, the requester may cancel;
 * decided acceptances never move again (409). The engine checks who is a reviewer of the current
 * step; the table holds the states.
 */
export const acceptanceLifecycle = defineLifecycle({
  name: 'acceptance',
  states: ACCEPTANCE_STATUSES,
  initial: 'pending',
  transitions: [
    { action: 'accept', from: ['pending'], by: [byStaff('core.acceptances.decide')] },
    {
      action: 'approve',
      from: ['pending'],
      to: 'approved',
      by: [byStaff('core.acceptances.decide'), bySystem],
    },
    { action: 'reject', from: ['pending'], to: 'rejected', by: [byStaff('core.acceptances.decide')] },
    { action: 'cancel', from: ['pending'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: refusal,
});

/** Whether the user is the requesting person, by any of their accounts (four-eyes). */
export const isRequester = (acceptance: Acceptance, userId: number): boolean =>
  (acceptance.requester_account_ids ?? [acceptance.requested_by_id]).includes(userId);
