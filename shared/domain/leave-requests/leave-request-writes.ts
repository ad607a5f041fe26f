import { nextId } from '../../db/counters';
import { findEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { deleteFiles, type StoredFile, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import {
  cancelOpenAcceptance,
  prepareOpenAcceptanceCancel,
  submitForAcceptance,
} from '../acceptances/engine';
import { holds, type StaffCaller } from '../callers/callers';
import { riyadhDate } from '../hr/hr-calendar';
import { inHrScope } from '../hr/hr-scope';
import { ledgerMove } from '../leave/leave-ledger';
import { applyTransition, prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import { retryRaces } from '../retry';
import { leaveRequestApprovable, leaveSubject, leaveTitle } from './leave-acceptance';
import { holdsOf } from './leave-hold-of';
import { holdMoves } from './leave-holds';
import { type LeaveInput, planLeave } from './leave-plan';
import { LEAVE_RECORD_NAME, LEAVE_REQUEST, type LeaveRequestEntity, leaveLifecycle } from './leave-requests';

/** What store takes: the request and its files. */
export type LeaveRequestInput = Omit<LeaveInput, 'has_attachment'> & { attachments: UploadedFile[] };

/** What update takes: the fields sent (the others keep their value) and files replacing the stored ones. */
export type LeaveRequestChanges = {
  [K in keyof Omit<LeaveInput, 'has_attachment'>]?: LeaveInput[K] | undefined;
} & { attachments: UploadedFile[] };

const actorOf = (caller: StaffCaller): Actor => ({
  kind: 'staff',
  id: caller.id,
  abilities: caller.abilities,
});

/** A leave in the caller's `hr` row scope (their own, a report's, any for HR), else 404. */
export async function scopedLeave(caller: StaffCaller, id: number): Promise<LeaveRequestEntity> {
  const leave = await findEntity(LEAVE_REQUEST, id);
  if (!leave || !inHrScope(caller, leave)) throw new NotFoundError(LEAVE_RECORD_NAME);
  return leave;
}

const filesPrefix = (id: number) => `${filePrefixes.hr}leave-requests/${id}`;

/**
 * Hr leave requests: store. The leave checked (`planLeave`), its files stored, and in ONE
 * transaction: the record `pending_acceptance`, its days held (no overlap), its balance reserved
 * (`available_days >= days` for ledger types), its sick days or Hajj marker held, and its approval
 * opened (the line manager, then HR for long or unpaid leave). A lost race (another sick leave of
 * the year, a list count moved) is taken again on fresh reads.
 */
export async function storeLeaveRequest(caller: StaffCaller, input: LeaveRequestInput) {
  const id = await nextId(LEAVE_REQUEST);
  const has_attachment = input.attachments.length > 0;
  return withStoredFiles(input.attachments, filesPrefix(id), (stored) =>
    retryRaces(async () => {
      const plan = await planLeave(caller, { ...input, has_attachment }, id, null);
      const moves = holdMoves(null, plan.holds);
      const title = leaveTitle(plan.attributes, plan.type, plan.profile.name_en);
      let created: LeaveRequestEntity | undefined;
      await submitForAcceptance(leaveRequestApprovable, id, {
        subject: leaveSubject(plan.attributes, title),
        guards: moves.guards,
        also: async (acceptanceId) => {
          const prepared = await prepareCreate(
            LEAVE_REQUEST,
            { ...plan.attributes, attachments: stored, acceptance_id: acceptanceId },
            { id },
          );
          created = prepared.entity;
          return [...prepared.items, ...moves.items];
        },
      });
      return created as LeaveRequestEntity;
    }, 40),
  );
}

/** Only the employee rewrites their own leave; a manager or HR in scope is refused (403). */
function ownLeave(caller: StaffCaller, leave: LeaveRequestEntity) {
  if (leave.employee_id !== caller.id) throw new ForbiddenError();
}

/**
 * Hr leave requests: update, while pending only. In ONE transaction: the open approval cancelled
 * (its guard handed to the new one: the engine's `replaces`), the record rewritten under its version
 * (status unchanged), its holds moved from the old request to the new one (days, reservation, sick
 * days, Hajj) and a new approval opened. Files sent replace the stored ones.
 */
export async function updateLeaveRequest(caller: StaffCaller, id: number, changes: LeaveRequestChanges) {
  const first = await scopedLeave(caller, id);
  ownLeave(caller, first);
  const write = (stored: StoredFile[] | null) =>
    retryRaces(async () => {
      const leave = await scopedLeave(caller, id);
      const actor = actorOf(caller);
      leaveLifecycle.step('rewrite', { from: leave.status, actor, subject: leave });
      const attachments = stored ?? leave.attachments;
      const input: LeaveInput = {
        leave_type_id: changes.leave_type_id ?? leave.leave_type_id,
        from_date: changes.from_date ?? leave.from_date,
        to_date: changes.to_date ?? leave.to_date,
        half_day: changes.half_day ?? leave.half_day,
        reason: changes.reason === undefined ? leave.reason : changes.reason,
        has_attachment: attachments.length > 0,
      };
      const plan = await planLeave(caller, input, id, leave);
      const moves = holdMoves(holdsOf(leave), plan.holds);
      const cancel = await prepareOpenAcceptanceCancel(leaveRequestApprovable, id, actor, {
        keepGuard: true,
      });
      // Decided meanwhile: taken again, the state that won answers (409).
      if (cancel.length === 0 || leave.acceptance_id === null) throw new ConflictError();
      const title = leaveTitle(plan.attributes, plan.type, plan.profile.name_en);
      let updated: LeaveRequestEntity | undefined;
      await submitForAcceptance(leaveRequestApprovable, id, {
        subject: leaveSubject(plan.attributes, title),
        replaces: leave.acceptance_id,
        guards: moves.guards,
        also: async (acceptanceId) => {
          const prepared = await prepareUpdate(
            LEAVE_REQUEST,
            id,
            { ...plan.attributes, attachments, acceptance_id: acceptanceId },
            { recordName: LEAVE_RECORD_NAME, current: leave, expectedVersion: leave.version },
          );
          updated = prepared.entity;
          return [...cancel, ...prepared.items, ...moves.items];
        },
      });
      return { updated: updated as LeaveRequestEntity, replaced: stored ? leave.attachments : [] };
    }, 40);
  const sent = changes.attachments.length > 0;
  const result = sent
    ? await withStoredFiles(changes.attachments, `${filesPrefix(id)}/v${first.version + 1}`, write)
    : await write(null);
  await deleteFiles(result.replaced.map((file) => file.key)).catch(() => undefined);
  return result.updated;
}

/**
 * Hr leave requests: delete. Pending → `withdrawn` (the employee or HR): the approval cancelled and
 * every hold released in one transaction. Approved and not started → `cancelled` (the employee or
 * HR with `hr.leaves.manage`): a ledger `reversal` gives the days back, the days are freed. Started
 * or past, or already decided otherwise: 409.
 */
export async function deleteLeaveRequest(caller: StaffCaller, id: number) {
  return retryRaces(async () => {
    const leave = await scopedLeave(caller, id);
    if (leave.employee_id !== caller.id && !holds(caller, 'hr.leaves.manage')) throw new ForbiddenError();
    const actor = actorOf(caller);
    const at = new Date().toISOString();
    if (leave.status === 'pending_acceptance') {
      const step = leaveLifecycle.step('withdraw', { from: leave.status, actor, subject: leave });
      const moves = holdMoves(holdsOf(leave), null);
      const prepared = await prepareTransition(LEAVE_REQUEST, leave, step, {
        actor,
        recordName: LEAVE_RECORD_NAME,
        at,
        changes: { cancelled_by_id: caller.id, decided_at: at },
      });
      const cancelled = await cancelOpenAcceptance(leaveRequestApprovable, id, actor, {
        also: [...prepared.items, ...moves.guards.map((guard) => guard.item), ...moves.items],
      });
      if (!cancelled) throw new ConflictError();
      return prepared.entity;
    }
    if (leave.status === 'approved' && leave.from_date <= riyadhDate(new Date()))
      throw new ConflictError('leave_requests.started', { from_date: leave.from_date });
    const step = leaveLifecycle.step('cancel', { from: leave.status, actor, subject: leave });
    const heldDays = holdsOf(leave);
    // The reservation was taken at approval: the reversal gives the days back instead of a release.
    const moves = holdMoves({ ...heldDays, balance_days: 0 }, null);
    const reversal =
      heldDays.balance_days > 0
        ? await ledgerMove(
            {
              employee_id: leave.employee_id,
              department_id: leave.department_id,
              leave_type_id: leave.leave_type_id,
              kind: 'reversal',
              days: heldDays.balance_days,
              from_date: leave.from_date,
              to_date: leave.to_date,
              pay_pct: null,
              source_type: 'leave_request',
              source_id: leave.id,
            },
            at,
          )
        : [];
    return applyTransition(LEAVE_REQUEST, leave, step, {
      actor,
      recordName: LEAVE_RECORD_NAME,
      at,
      changes: { cancelled_by_id: caller.id },
      also: [...moves.guards.map((guard) => guard.item), ...moves.items, ...reversal],
    });
  }, 40);
}
