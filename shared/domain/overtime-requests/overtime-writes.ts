import { nextId } from '../../db/counters';
import { getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { ConflictError, NotFoundError } from '../../errors';
import { approvableTypesOf } from '../acceptances/approvable-types';
import {
  cancelOpenAcceptance,
  decideAmong,
  loadAcceptance,
  prepareOpenAcceptanceCancel,
  submitForAcceptance,
} from '../acceptances/engine';
import { isParticipant } from '../acceptances/visibility';
import type { StaffCaller } from '../callers/callers';
import { inHrScope } from '../hr/hr-scope';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { retryRaces } from '../retry';
import {
  overtimeApprovable,
  overtimeRequestApprovable,
  overtimeSubject,
  overtimeTitle,
} from './overtime-acceptance';
import { dayMarker, dayMarkerRelease, type OvertimeInput, planOvertime } from './overtime-plan';
import {
  OVERTIME_RECORD_NAME,
  OVERTIME_REQUEST,
  type OvertimeRequestEntity,
  overtimeLifecycle,
} from './overtime-requests';

const actorOf = (caller: StaffCaller): Actor => ({
  kind: 'staff',
  id: caller.id,
  abilities: caller.abilities,
});

const nameOf = (profile: { name_en: string; name_ar: string }) => ({
  en: profile.name_en,
  ar: profile.name_ar,
});

/** The request in the caller's `hr` row scope (own, a report's, any for HR), else 404. */
async function scopedOvertime(caller: StaffCaller, id: number): Promise<OvertimeRequestEntity> {
  const request = await getEntity(OVERTIME_REQUEST, id, OVERTIME_RECORD_NAME);
  if (!inHrScope(caller, request)) throw new NotFoundError(OVERTIME_RECORD_NAME);
  return request;
}

/** Rewritten or deleted only by its employee or whoever filed it (another reader: 404). */
async function ownOvertime(caller: StaffCaller, id: number) {
  const request = await scopedOvertime(caller, id);
  if (request.employee_id !== caller.id && request.requested_by_id !== caller.id)
    throw new NotFoundError(OVERTIME_RECORD_NAME);
  return request;
}

/**
 * Hr: overtime-requests store. The request checked (overtime-plan.ts), `pending_acceptance`, and
 * its approval opened in one transaction with the day's marker (one request per employee and
 * date: a second is 422, of racing stores one lands).
 */
export async function storeOvertime(caller: StaffCaller, input: OvertimeInput) {
  const plan = await planOvertime(caller, input);
  const id = await nextId(OVERTIME_REQUEST);
  const { attributes } = plan;
  let created: OvertimeRequestEntity | undefined;
  await retryRaces(() =>
    submitForAcceptance(overtimeRequestApprovable, id, {
      subject: overtimeSubject(attributes, overtimeTitle(attributes, nameOf(plan.profile))),
      guards: [dayMarker(attributes.employee_id, attributes.work_date, id)],
      also: async (acceptanceId) => {
        const prepared = await prepareCreate(
          OVERTIME_REQUEST,
          { ...attributes, acceptance_id: acceptanceId },
          { id },
        );
        created = prepared.entity;
        return prepared.items;
      },
    }),
  );
  return created as OvertimeRequestEntity;
}

/**
 * Hr: overtime-requests update, while pending only. In ONE transaction: the open approval
 * cancelled (its guard handed to the new one, the engine's `replaces`), the record rewritten under
 * its version, the day's marker moved when the date changes, and a new approval opened.
 */
export async function updateOvertime(caller: StaffCaller, id: number, changes: Partial<OvertimeInput>) {
  return retryRaces(async () => {
    const request = await ownOvertime(caller, id);
    const actor = actorOf(caller);
    if (request.status !== 'pending_acceptance' || request.acceptance_id === null)
      throw new ConflictError('overtime.not_pending', { status: request.status });
    const input: OvertimeInput = {
      work_date: changes.work_date ?? request.work_date,
      from_time: changes.from_time ?? request.from_time,
      to_time: changes.to_time ?? request.to_time,
      compensation: changes.compensation ?? request.compensation,
      employee_consent: changes.employee_consent ?? request.employee_consent,
      project_id: changes.project_id !== undefined ? changes.project_id : request.project_id,
      reason: changes.reason !== undefined ? changes.reason : request.reason,
    };
    const plan = await planOvertime(caller, input, request);
    const moved = plan.attributes.work_date !== request.work_date;
    const cancel = await prepareOpenAcceptanceCancel(overtimeRequestApprovable, id, actor, {
      keepGuard: true,
    });
    // Decided meanwhile: taken again, the state that won answers (409).
    if (cancel.length === 0) throw new ConflictError();
    let updated: OvertimeRequestEntity | undefined;
    await submitForAcceptance(overtimeRequestApprovable, id, {
      subject: overtimeSubject(plan.attributes, overtimeTitle(plan.attributes, nameOf(plan.profile))),
      replaces: request.acceptance_id,
      guards: moved ? [dayMarker(request.employee_id, plan.attributes.work_date, id)] : [],
      also: async (acceptanceId) => {
        const prepared = await prepareUpdate(
          OVERTIME_REQUEST,
          id,
          { ...plan.attributes, acceptance_id: acceptanceId },
          { recordName: OVERTIME_RECORD_NAME, current: request, expectedVersion: request.version },
        );
        updated = prepared.entity;
        return [
          ...cancel,
          ...prepared.items,
          ...(moved ? [dayMarkerRelease(request.employee_id, request.work_date)] : []),
        ];
      },
    });
    return updated as OvertimeRequestEntity;
  });
}

/** Hr: overtime-requests delete. Pending only: `cancelled`, its approval cancelled, the day free again. */
export async function deleteOvertime(caller: StaffCaller, id: number) {
  return retryRaces(async () => {
    const request = await ownOvertime(caller, id);
    const actor = actorOf(caller);
    const step = overtimeLifecycle.step('cancel', { from: request.status, actor, subject: request });
    const at = new Date().toISOString();
    const prepared = await prepareTransition(OVERTIME_REQUEST, request, step, {
      actor,
      recordName: OVERTIME_RECORD_NAME,
      at,
      changes: { decided_at: at },
      also: [dayMarkerRelease(request.employee_id, request.work_date)],
    });
    const cancelled = await cancelOpenAcceptance(overtimeRequestApprovable, id, actor, {
      also: prepared.items,
    });
    if (!cancelled) throw new ConflictError('overtime.not_pending', { status: request.status });
    return prepared.entity;
  });
}

/**
 * The request for a decision: in the caller's `hr` scope, or the caller on its approval (a
 * reviewer reads what they decide); else 404. Pending with its acceptance, else 409.
 */
async function decidable(caller: StaffCaller, id: number) {
  const request = await getEntity(OVERTIME_REQUEST, id, OVERTIME_RECORD_NAME);
  const acceptance = request.acceptance_id ? await loadAcceptance(request.acceptance_id) : undefined;
  const readable =
    inHrScope(caller, request) || (acceptance !== undefined && isParticipant(acceptance, caller.id));
  if (!readable) throw new NotFoundError(OVERTIME_RECORD_NAME);
  if (request.status !== 'pending_acceptance' || !acceptance || acceptance.status !== 'pending')
    throw new ConflictError('overtime.not_pending', { status: request.status });
  return acceptance;
}

/**
 * Hr: overtime-requests approve. The current step accepted by the engine's own decision (a current
 * reviewer, never the employee: 403), with `approved_min` (≤ requested, ≤ the day's attendance).
 */
export async function approveOvertime(caller: StaffCaller, id: number, approvedMin: number | undefined) {
  const acceptance = await decidable(caller, id);
  await decideAmong(
    approvableTypesOf([overtimeApprovable(approvedMin)]),
    acceptance.id,
    caller,
    'accept',
    null,
  );
  return getEntity(OVERTIME_REQUEST, id, OVERTIME_RECORD_NAME);
}

/** Hr: overtime-requests reject. The current step rejected with a `reason`: `rejected`, the day free again. */
export async function rejectOvertime(caller: StaffCaller, id: number, reason: string) {
  const acceptance = await decidable(caller, id);
  await decideAmong(approvableTypesOf([overtimeRequestApprovable]), acceptance.id, caller, 'reject', reason);
  return getEntity(OVERTIME_REQUEST, id, OVERTIME_RECORD_NAME);
}
