import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { Actor } from '../lifecycle/lifecycle';
import { inScope, type ScopedFields, type StaffViewer, staffViewer } from '../users/row-scope';
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

/** A signed-in staff member: their user id and the abilities their token carries. */
export interface StaffCaller {
  id: number;
  abilities: readonly string[];
}

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
): Promise<{ viewer: StaffViewer; request: MaintenanceRequestEntity }> {
  const [viewer, request] = await Promise.all([staffViewer(caller.id), findEntity(MAINTENANCE_REQUEST, id)]);
  if (!request || !inScope(viewer, request, MAINTENANCE_SCOPE))
    throw new NotFoundError('maintenance request');
  return { viewer, request };
}
