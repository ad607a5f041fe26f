import type { Ability } from '../../auth/declared-abilities';
import type { TransactItem } from '../../db/transactions';
import type { RecordFamily } from '../callers/record-families';
import type { ScopedFields } from '../users/row-scope';
import type { Acceptance, ReviewerRule } from './acceptances';

/** What the engine needs to know of a record when it is submitted (a snapshot kept on the acceptance). */
export interface ApprovableSubject {
  summary: { en: string; ar: string };
  /** What policies compare with their amount range (SAR, or a percentage for percentage discounts). */
  amount: number | null;
  project_id: number | null;
  client_id: number | null;
  /** A finer kind the policies may condition on (a discount's value type). */
  subtype: string | null;
  requester_id: number;
}

/** A step of a policy: who reviews, and how. */
export interface PolicyStep {
  name: string;
  reviewer: ReviewerRule;
  mode?: 'any' | 'all';
  /** Default true (four-eyes). */
  exclude_requester?: boolean;
  /** Default true. */
  bypass_if_same_reviewer?: boolean;
}

/** Which records a policy applies to, and the chain of steps that approves them. */
export interface AcceptancePolicy {
  name: string;
  conditions?: { min_amount?: number; max_amount?: number; project_ids?: number[]; subtype?: string };
  steps: PolicyStep[];
  /** Whether Accept All / Refuse All may decide it (default true). */
  bulk_allowed?: boolean;
  /** Hours before the reviewers of an open step are reminded (default 24), then every 24 hours. */
  reminder_hours?: number;
  /** Hours after which an open step is overdue and escalated (default 48). */
  sla_hours?: number;
  /** The role told when a step is overdue (default general_manager). */
  escalation_role?: string;
}

/** What a final decision gives the record type, to write its own change in the decision's transaction. */
export interface DecisionContext {
  id: number;
  acceptanceId: number;
  /** The reviewer who took the final decision (null: the system). */
  deciderId: number | null;
  at: string;
  reason: string | null;
}

/**
 * What a reviewer reads of an approval's record where the record has no staff show of its own: its
 * title (the snapshot of the submission), amounts in SAR (a percentage discount's rate apart), the
 * record's dates and who asked. Every field is typed; null where the record has none.
 */
export interface SubjectSummary {
  title: { en: string; ar: string };
  /** SAR, 2 decimals (halalas answered as riyals, as the rest of the API). */
  amount: number | null;
  /** A rate in percent (a percentage discount), beside or instead of an amount. */
  percentage: number | null;
  project_id: number | null;
  client_id: number | null;
  unit_id: number | null;
  /** When the record's period starts and ends (a discount's dates, a hold's open and expiry). */
  starts_at: string | null;
  ends_at: string | null;
  /** When the record was asked for. */
  requested_at: string | null;
  requester_id: number | null;
}

/**
 * The record an approval decides, as the approval's readers see it: its kind on the wire, the
 * family and view ability that let a staff member read it (within their row scope for that family),
 * the path of its own staff show (relative to {system_user_url}; null: none) and its summary.
 * Declared by each type with `approvableSubject`, which keeps `load`, `showPath` and `summary`
 * typed by the record they share.
 */
export interface SubjectDefinition {
  kind: string;
  family: RecordFamily;
  viewAbility: Ability;
  /** What the row scope compares on the loaded record. */
  scope: ScopedFields;
  /** The record (with the fields `scope` names), or undefined when it is gone. */
  load(id: number): Promise<object | undefined>;
  showPath(record: object): string | null;
  summary(record: object, acceptance: Acceptance): SubjectSummary;
}

/** A subject definition typed by its record (what `load` answers, `showPath` and `summary` read). */
export const approvableSubject = <R extends object>(definition: {
  kind: string;
  family: RecordFamily;
  viewAbility: Ability;
  scope: ScopedFields;
  load(id: number): Promise<R | undefined>;
  showPath(record: R): string | null;
  summary(record: R, acceptance: Acceptance): SubjectSummary;
}): SubjectDefinition => definition as unknown as SubjectDefinition;

/**
 * A record type that is approved through the engine: how to describe one of its records, which
 * policies apply (first match wins; none: approved at once) and the transaction items of its own
 * change on approval, rejection and cancellation.
 */
export interface ApprovableType {
  type: string;
  /** The record in words, for 404s ("discount"). */
  recordName: string;
  describe(id: number): Promise<ApprovableSubject | undefined>;
  policies: AcceptancePolicy[];
  /** The record as an approval's readers see it (who may read it, its show path and summary). */
  subject: SubjectDefinition;
  onApproved(context: DecisionContext): Promise<TransactItem[]>;
  onRejected(context: DecisionContext): Promise<TransactItem[]>;
  onCancelled(context: DecisionContext): Promise<TransactItem[]>;
}

/** Approvable types by name: what a decision on a stored acceptance (of any type) looks its type up in. */
export type ApprovableTypes = ReadonlyMap<string, ApprovableType>;

/** The types by their names. */
export const approvableTypesOf = (types: readonly ApprovableType[]): ApprovableTypes =>
  new Map(types.map((type) => [type.type, type]));

/** The first policy whose conditions the subject meets. */
export function matchingPolicy(
  policies: AcceptancePolicy[],
  subject: ApprovableSubject,
): AcceptancePolicy | undefined {
  return policies.find(({ conditions = {} }) => {
    const amount = subject.amount ?? 0;
    if (conditions.min_amount !== undefined && amount < conditions.min_amount) return false;
    if (conditions.max_amount !== undefined && amount > conditions.max_amount) return false;
    if (conditions.subtype !== undefined && subject.subtype !== conditions.subtype) return false;
    if (conditions.project_ids && !conditions.project_ids.includes(subject.project_id ?? -1)) return false;
    return true;
  });
}
