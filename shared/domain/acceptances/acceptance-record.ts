import { loadEntities } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import { USER, userSimple } from '../users/users';
import type { AcceptanceEntity } from './acceptances';
import { canDecide } from './engine';

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/**
 * Acceptance records as the staff app reads them: the record's summary in the caller's language,
 * its steps with their reviewers, its history, and whether the caller may decide it now.
 */
export async function acceptanceRecords(acceptances: AcceptanceEntity[], viewerId: number, locale: Locale) {
  const userIds = acceptances.flatMap((acceptance) => [
    acceptance.requested_by_id,
    acceptance.decided_by_id,
    ...acceptance.steps.flatMap((step) => [...step.reviewer_ids, step.decided_by_id]),
  ]);
  const users = await loadEntities(userIds.map((id) => ({ type: USER, id })));
  const user = (id: number | null | undefined) => userSimple(users.get(USER, id ?? null));
  return acceptances.map((acceptance) => ({
    id: acceptance.id,
    approvable_type: acceptance.approvable_type,
    approvable_id: acceptance.approvable_id,
    title: locale === 'ar' ? acceptance.title_ar : acceptance.title_en,
    project_id: orNull(acceptance.project_id),
    client_id: orNull(acceptance.client_id),
    amount: orNull(acceptance.amount),
    status: acceptance.status,
    current_sequence: orNull(acceptance.current_sequence),
    policy_name: orNull(acceptance.policy_name),
    bulk_allowed: acceptance.bulk_allowed,
    requested_at: acceptance.requested_at,
    due_at: orNull(acceptance.due_at),
    decided_at: orNull(acceptance.decided_at),
    decision_comment: orNull(acceptance.decision_comment),
    can_accept: canDecide(acceptance, viewerId),
    created_at: acceptance.created_at,
    requestedBy: user(acceptance.requested_by_id),
    decidedBy: user(acceptance.decided_by_id),
    steps: acceptance.steps.map((step) => ({
      sequence: step.sequence,
      name: step.name,
      mode: step.mode,
      status: step.status,
      reviewers: step.reviewer_ids.flatMap((id) => user(id) ?? []),
      approved_by_ids: step.approved_by_ids,
      decided_by_id: orNull(step.decided_by_id),
      decided_at: orNull(step.decided_at),
      comment: orNull(step.comment),
    })),
    events: acceptance.events.map((entry) => ({
      kind: entry.kind,
      sequence: orNull(entry.sequence),
      by_id: orNull(entry.by_id),
      at: entry.at,
      comment: orNull(entry.comment),
    })),
  }));
}
