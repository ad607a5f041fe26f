import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { Actor } from '../lifecycle/lifecycle';
import { inScope, type ScopedFields } from '../users/row-scope';
import { MAINTENANCE_REQUEST, type MaintenanceRequestEntity } from './maintenance-requests';

/**
 * What a staff row scope compares on a request: `own` = assigned to the caller, `projects` = the
 * unit's project, `department` = the assigned technician's department, `all` = every request.
 */
export const MAINTENANCE_SCOPE: ScopedFields = {
  owner: 'assigned_user_id',
  project: 'project_id',
  department: 'department_id',
};

/** The caller as a life-cycle actor (the transitions check the ability). */
export const staffActor = (caller: StaffCaller): Actor => ({
  kind: 'staff',
  id: caller.id,
  abilities: caller.abilities,
});

/** A request in the caller's row scope, or 404 (out of scope answers exactly like missing). */
export async function scopedRequest(
  caller: StaffCaller,
  id: number,
): Promise<{ request: MaintenanceRequestEntity }> {
  const request = await findEntity(MAINTENANCE_REQUEST, id);
  if (!request || !inScope(caller, 'maintenance', request, MAINTENANCE_SCOPE))
    throw new NotFoundError('maintenance request');
  return { request };
}
