import { ConflictError, ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { deleteFiles, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import type { StaffCaller } from '../callers/callers';
import { applyTransition } from '../lifecycle/apply-transition';
import { halalasOfSar } from '../money';
import { changeMaintenanceStatus } from './client-requests';
import { type MaintenanceStatus, maintenanceLifecycle } from './maintenance-lifecycle';
import { maintenancePeriodOf } from './maintenance-period';
import { MAINTENANCE_REQUEST } from './maintenance-requests';
import { staffMaintenanceRecords } from './staff-records';
import { scopedRequest, staffActor } from './staff-scope';
import { statusNotice } from './status-notice';

const recordName = 'maintenance request';
/** VAT on maintenance services, in percent (STAFF-DOMAIN 0: services carry 15 %). */
export const MAINTENANCE_VAT_RATE = 15;

async function answer(request: Parameters<typeof staffMaintenanceRecords>[0][number]) {
  const [record] = await staffMaintenanceRecords([request]);
  return record;
}

/**
 * Moves a request in the caller's scope to `status` by the life cycle's transition (409 when none
 * leads there); the history entry and the client's SMS land in the same transaction.
 */
export async function changeStaffMaintenanceStatus(
  caller: StaffCaller,
  id: number,
  input: { status: MaintenanceStatus; reason?: string | undefined },
) {
  await scopedRequest(caller, id);
  return answer(
    await changeMaintenanceStatus(id, input.status, {
      actor: staffActor(caller),
      ...(input.reason ? { reason: input.reason } : {}),
    }),
  );
}

/**
 * Staff confirm or refuse the work of a `completed` request (409 in any other state): confirmed it
 * is `closed` (the client may then rate it), refused it is `reopened`; the client is told either way.
 */
export async function changeMaintenanceCompleted(caller: StaffCaller, id: number, isCompleted: boolean) {
  const { request } = await scopedRequest(caller, id);
  if (request.status !== 'completed') throw new ConflictError('maintenance.not_completed');
  const actor = staffActor(caller);
  const step = maintenanceLifecycle.step(isCompleted ? 'close' : 'reopen', {
    from: request.status,
    actor,
    subject: request,
  });
  return answer(
    await applyTransition(MAINTENANCE_REQUEST, request, step, {
      actor,
      recordName,
      changes: { is_completed: isCompleted },
      also: await statusNotice(request, step.to),
    }),
  );
}

/**
 * Sets what the client pays. Inside the maintenance period of the sale of the unit the work is free:
 * a cost above 0 then needs a reason (misuse; 422 on `reason` without one). Refused (409) once the
 * request is closed or declined.
 */
export async function changeMaintenanceCost(
  caller: StaffCaller,
  id: number,
  input: { cost: number; reason?: string | undefined },
) {
  const { request } = await scopedRequest(caller, id);
  const actor = staffActor(caller);
  const step = maintenanceLifecycle.step('price', { from: request.status, actor, subject: request });
  if (input.cost > 0 && !input.reason && (await maintenancePeriodOf(request)).inside)
    throw ValidationError.forField('reason', 'maintenance.cost_reason_required');
  return answer(
    await applyTransition(MAINTENANCE_REQUEST, request, step, {
      actor,
      recordName,
      changes: { cost: halalasOfSar(input.cost), cost_reason: input.reason ?? null },
    }),
  );
}

/**
 * Attaches the bill of a completed or closed request (409 before): the amount before VAT, VAT at
 * 15 % rounded half-up to the halala, the total and the invoice file (stored in S3 first, removed if
 * the write fails). A new bill replaces the previous one, whose file is then removed.
 */
export async function storeMaintenanceInvoice(
  caller: StaffCaller,
  id: number,
  input: { invoice_number: string; invoice_date: string; amount: number; file: UploadedFile },
) {
  const { request } = await scopedRequest(caller, id);
  const actor = staffActor(caller);
  const step = maintenanceLifecycle.step('bill', { from: request.status, actor, subject: request });
  const amount = halalasOfSar(input.amount);
  const vat = Math.round((amount * MAINTENANCE_VAT_RATE) / 100);
  const updated = await withStoredFiles(
    [input.file], // Under the version it makes, so a new bill never overwrites the object of the one it replaces.
    `${filePrefixes.maintenance}${id}/invoices/${request.version + 1}`,
    async ([file]) =>
      applyTransition(MAINTENANCE_REQUEST, request, step, {
        actor,
        recordName,
        changes: {
          invoice: {
            invoice_number: input.invoice_number,
            invoice_date: input.invoice_date,
            amount,
            vat_rate: MAINTENANCE_VAT_RATE,
            vat,
            total: amount + vat,
            // withStoredFiles answers one stored file per upload.
            file: file as NonNullable<typeof file>,
            stored_by_user_id: caller.id,
          },
        },
      }),
  );
  if (request.invoice) await deleteFiles([request.invoice.file.key]).catch(() => undefined);
  return answer(updated);
}
