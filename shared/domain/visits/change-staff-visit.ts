import { prepareUpdate, softDeleteEntity } from '../../db/entity-store';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { statusChangePut } from '../lifecycle/status-history';
import { checkVisitPlace } from './book-staff-visit';
import { actorOf, checkedAssignee, visitInScope } from './staff-visit-access';
import { staffVisitRecord, type VISIT_KINDS } from './staff-visit-record';
import { holdRelease, markerMoves, takenMarkerError, visitMarkers } from './visit-holds';
import { type VISIT_OUTCOME_STATUSES, visitLifecycle } from './visit-lifecycle';
import { recordVisitOutcome, type VISIT_FOLLOW_UP_RESULTS } from './visit-outcome';
import { VISIT, type Visit, type VisitEntity, type VisitEvent } from './visits';

/** What an update may change: the visit's details (a new `visit_at` reschedules), or its outcome. */
export interface StaffVisitChanges {
  visit_at?: Date | undefined;
  duration_minutes?: number | undefined;
  unit_id?: number | undefined;
  kind?: (typeof VISIT_KINDS)[number] | undefined;
  assigned_user_id?: number | undefined;
  notes?: string | null | undefined;
  /** Why it is rescheduled (kept in the history). */
  reason?: string | undefined;
  status?: (typeof VISIT_OUTCOME_STATUSES)[number] | undefined;
  outcome?: string | undefined;
  /** The lead's follow-up after a completed visit: its result and next date (visit-outcome.ts). */
  result?: (typeof VISIT_FOLLOW_UP_RESULTS)[number] | undefined;
  next_follow_up_at?: Date | undefined;
  version?: number | undefined;
}

const event = (action: string, by: number, at: Date, fields: Partial<VisitEvent> = {}): VisitEvent => ({
  action,
  at: at.toISOString(),
  by_user_id: by,
  from_visit_at: null,
  to_visit_at: null,
  reason: null,
  ...fields,
});

/**
 * The items that write a visit's change with its marker moves (kept ones untouched), conditioned on
 * the version read; a status move writes its history entry and, leaving `scheduled`, takes the
 * visit out of its visitor's hold. A refused marker put answers 422 on `visit_at`.
 */
async function changeItems(
  visit: VisitEntity,
  changes: Partial<Visit>,
  statusMove?: { action: string; by: number; at: Date; reason: string | null },
): Promise<{ items: TransactItem[]; refusal: (index: number) => Error; entity: VisitEntity }> {
  const after = { ...visit, ...changes } as VisitEntity;
  const moves = markerMoves(visitMarkers(visit), visitMarkers(after));
  const also: TransactItem[] = [];
  if (statusMove)
    also.push(
      statusChangePut(
        { type: VISIT, id: visit.id },
        {
          version: visit.version + 1,
          action: statusMove.action,
          from: visit.status,
          to: String(after.status),
          by: { kind: 'staff', id: statusMove.by },
          at: statusMove.at.toISOString(),
          reason: statusMove.reason,
        },
      ),
    );
  if (visit.status === 'scheduled' && after.status !== 'scheduled') also.push(holdRelease(visit));
  const prepared = await prepareUpdate(VISIT, visit.id, changes, {
    recordName: 'visit',
    current: visit,
    expectedVersion: visit.version,
    uniques: moves,
    also,
  });
  const refusal = (index: number) =>
    index >= 1 && index <= moves.length ? takenMarkerError(moves[index - 1]) : prepared.refusal(index);
  return { items: prepared.items, refusal, entity: prepared.entity };
}

/** Completes or marks missed a visit whose time has come; a completion needs its `outcome`. */
async function closeVisit(caller: StaffCaller, visit: VisitEntity, input: StaffVisitChanges, now: Date) {
  const status = input.status as NonNullable<StaffVisitChanges['status']>;
  for (const field of ['visit_at', 'duration_minutes', 'unit_id', 'assigned_user_id'] as const)
    if (input[field] !== undefined)
      throw ValidationError.forField('status', 'validation.prohibits', { other: field.replaceAll('_', ' ') });
  if (status === 'completed' && !input.outcome)
    throw ValidationError.forField('outcome', 'visits.required_if', { other: 'status', value: status });
  const step = visitLifecycle.stepTo(status, {
    from: visit.status,
    actor: actorOf(caller),
    subject: { started: Date.parse(visit.visit_at) <= now.getTime() },
  });
  const by = caller.id;
  const { items, refusal, entity } = await changeItems(
    visit,
    {
      status: step.to,
      outcome: input.outcome ?? null,
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      events: [...(visit.events ?? []), event(step.action, by, now, { reason: input.outcome ?? null })],
    },
    { action: step.action, by, at: now, reason: input.outcome ?? null },
  );
  if (status === 'completed')
    await recordVisitOutcome(
      {
        visit: entity,
        outcome: input.outcome as string,
        result: input.result ?? 'interested',
        next_follow_up_at: input.next_follow_up_at?.toISOString() ?? null,
        actor: actorOf(caller),
      },
      items,
      refusal,
    );
  else await transact(items, refusal);
  return entity;
}

/**
 * Changes a scheduled visit in the caller's scope (404 otherwise; 409 once it left `scheduled`, or
 * when `version` is stale):
 * - details: a new `visit_at` (a future slot) reschedules it, kept in its history with `reason`;
 *   a new assignee (within the caller's scope) takes the visit's department; the markers move in
 *   the same transaction (422 on `visit_at` when the new time or assignee is taken);
 * - `status` `completed` (with `outcome`) or `no_show`, once its time has come: it leaves its
 *   markers and its visitor's hold; a completion writes the lead's follow-up (visit-outcome.ts).
 */
export async function updateStaffVisit(
  caller: StaffCaller,
  id: number,
  input: StaffVisitChanges,
  locale: Locale,
  now = new Date(),
) {
  const visit = await visitInScope(caller, id);
  if (input.version !== undefined && input.version !== visit.version) throw new ConflictError();
  if (input.status) return staffVisitRecord(await closeVisit(caller, visit, input, now), locale);
  visitLifecycle.step('update', { from: visit.status, actor: actorOf(caller), subject: { started: false } });
  const visitAt = input.visit_at?.toISOString();
  const rescheduled = visitAt !== undefined && visitAt !== visit.visit_at;
  await checkVisitPlace(
    {
      visit_at: rescheduled ? input.visit_at : undefined,
      project_id: visit.project_id,
      unit_id: input.unit_id,
    },
    now,
  );
  const assignee =
    input.assigned_user_id === undefined || input.assigned_user_id === visit.assigned_user_id
      ? undefined
      : await checkedAssignee(caller, visit, input.assigned_user_id);
  const by = caller.id;
  const changes: Partial<Visit> = {
    ...(rescheduled
      ? {
          visit_at: visitAt,
          reminded_24h_at: null,
          reminded_2h_at: null,
          events: [
            ...(visit.events ?? []),
            event('rescheduled', by, now, {
              from_visit_at: visit.visit_at,
              to_visit_at: visitAt,
              reason: input.reason ?? null,
            }),
          ],
        }
      : {}),
    ...(assignee ? { assigned_user_id: assignee.id, department_id: assignee.department_id ?? null } : {}),
    ...(input.duration_minutes !== undefined ? { duration_minutes: input.duration_minutes } : {}),
    ...(input.unit_id !== undefined ? { unit_id: input.unit_id } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
  const { items, refusal, entity } = await changeItems(visit, changes);
  await transact(items, refusal);
  return staffVisitRecord(entity, locale);
}

/**
 * Deletes a visit in the caller's scope: a scheduled one still to come is cancelled (kept, with its
 * `reason`), anything else soft-deleted (gone from every list). Either way a scheduled visit leaves
 * its markers and its visitor's hold in the same transaction, conditioned on the version read (409
 * when it changed meanwhile).
 */
export async function deleteStaffVisit(
  caller: StaffCaller,
  id: number,
  reason: string | undefined,
  locale: Locale,
  now = new Date(),
) {
  const visit = await visitInScope(caller, id);
  const by = caller.id;
  if (visit.status === 'scheduled' && Date.parse(visit.visit_at) > now.getTime()) {
    const step = visitLifecycle.step('cancel', {
      from: visit.status,
      actor: actorOf(caller),
      subject: { started: false },
    });
    const { items, refusal, entity } = await changeItems(
      visit,
      {
        status: step.to,
        cancelled_reason: reason ?? null,
        events: [...(visit.events ?? []), event('cancel', by, now, { reason: reason ?? null })],
      },
      { action: step.action, by, at: now, reason: reason ?? null },
    );
    await transact(items, refusal);
    return staffVisitRecord(entity, locale);
  }
  await softDeleteEntity(VISIT, visit, {
    recordName: 'visit',
    uniques: visitMarkers(visit),
    also: visit.status === 'scheduled' ? [holdRelease(visit)] : [],
  });
  return staffVisitRecord({ ...visit, version: visit.version + 1, deleted_at: now.toISOString() }, locale);
}
