import * as z from 'zod';
import { int, num, recordId, str, timestamp } from '../fields';
import { UserSimple } from './simple';

/** Approvals (the acceptance engine) as the staff app reads them. */

const stamp = () => z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

export const AcceptanceStep = z.strictObject({
  sequence: z.number().int(),
  name: z.string(),
  mode: z.enum(['any', 'all']),
  status: z.enum(['waiting', 'pending', 'approved', 'rejected', 'skipped']),
  reviewers: z.array(UserSimple),
  approved_by_ids: z.array(z.number().int()),
  decided_by_id: int(),
  decided_at: timestamp(),
  comment: str(),
});

export const AcceptanceEvent = z.strictObject({
  kind: z.string(),
  sequence: int(),
  by_id: int(),
  at: stamp(),
  comment: str(),
});

export const Acceptance = z.strictObject({
  id: recordId(),
  approvable_type: z.string(),
  approvable_id: z.number().int(),
  title: z.string(),
  project_id: int(),
  client_id: int(),
  amount: num(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  current_sequence: int(),
  policy_name: str(),
  bulk_allowed: z.boolean(),
  requested_at: stamp(),
  due_at: timestamp(),
  decided_at: timestamp(),
  decision_comment: str(),
  can_accept: z.boolean(),
  created_at: stamp(),
  requestedBy: UserSimple.nullable(),
  decidedBy: UserSimple.nullable(),
  steps: z.array(AcceptanceStep),
  events: z.array(AcceptanceEvent),
});

/** What a reviewer decides on where the record has no show of its own (amounts in SAR). */
export const AcceptanceSubjectSummary = z.strictObject({
  title: z.string(),
  amount: num(),
  percentage: num(),
  project_id: int(),
  client_id: int(),
  unit_id: int(),
  starts_at: timestamp(),
  ends_at: timestamp(),
  requested_at: timestamp(),
  requester: UserSimple.nullable(),
});

/** The record an approval decides: its kind, id, staff show path (null: none) and summary. */
export const AcceptanceSubject = z.strictObject({
  kind: z.string(),
  id: z.number().int(),
  show_path: z
    .string()
    .regex(/^\/[a-z0-9/-]+$/)
    .nullable(),
  summary: AcceptanceSubjectSummary,
});

/** "Acceptance: show": the approval with its record (`subject`). */
export const AcceptanceShow = Acceptance.extend({ subject: AcceptanceSubject });

const option = z.strictObject({ value: z.string(), label: z.string() });

/** What "get acceptance form data" answers: the index's tabs and filter values. */
export const AcceptanceFormData = z.strictObject({
  tabs: z.array(option),
  types: z.array(option),
  statuses: z.array(option),
  step_statuses: z.array(option),
  projects: z.array(z.strictObject({ id: recordId(), name: str() })),
});

/** What Accept All / Refuse All answer: each id decided, or why not. */
export const AcceptanceBulkResult = z.strictObject({
  processed: z.number().int(),
  succeeded: z.array(z.number().int()),
  failed: z.array(z.strictObject({ id: z.number().int(), message: z.string() })),
});

/** What Add Notification answers: who was notified. */
export const AcceptanceNotified = z.strictObject({
  acceptance_id: recordId(),
  notified_user_ids: z.array(z.number().int()),
});

/** One line of a reviewer's daily digest. */
export const AcceptanceDigestEntry = z.strictObject({
  id: recordId(),
  digest_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  acceptance_id: z.number().int(),
  approvable_type: z.string(),
  approvable_id: z.number().int(),
  client_id: int(),
  project_id: int(),
  title: z.string(),
  status: z.string(),
  overdue: z.boolean(),
  requested_at: stamp(),
  created_at: stamp(),
});
