import { findEntity } from '../../db/entity-store';
import { NotFoundError, ValidationError } from '../../errors';
import { type StaffCaller, scopeOf } from '../callers/callers';
import type { Actor } from '../lifecycle/lifecycle';
import { inScope, type ScopedFields } from '../users/row-scope';
import { USER, type UserEntity } from '../users/users';
import { VISIT, type Visit, type VisitEntity } from './visits';

/** A visit's row scope: its assignee, its project, the assignee's department. */
export const VISIT_SCOPE: ScopedFields = {
  owner: 'assigned_user_id',
  project: 'project_id',
  department: 'department_id',
};

/** The caller as the visit life cycle's actor. */
export const actorOf = (caller: StaffCaller): Actor => ({
  kind: 'staff',
  id: caller.id,
  abilities: caller.abilities,
});

/** A live visit in the caller's row scope, else 404 (another agent's visit is not told apart from a missing one). */
export async function visitInScope(caller: StaffCaller, id: number): Promise<VisitEntity> {
  const visit = await findEntity(VISIT, id);
  if (!visit || !inScope(caller, 'visits', visit, VISIT_SCOPE)) throw new NotFoundError('visit');
  return visit;
}

/**
 * The assignee of a visit being booked or changed: a live staff member, and one that keeps the visit
 * in the caller's scope (an agent assigns only themself, a manager within their department or
 * projects), else 422 on `assigned_user_id` (or `project_id` for a projects scope).
 */
export async function checkedAssignee(
  caller: StaffCaller,
  visit: Pick<Visit, 'project_id'>,
  assignedUserId: number,
): Promise<UserEntity> {
  const assignee = await findEntity(USER, assignedUserId);
  if (!assignee) throw ValidationError.forField('assigned_user_id', 'validation.exists');
  const placed = { ...visit, assigned_user_id: assignee.id, department_id: assignee.department_id ?? null };
  if (!inScope(caller, 'visits', placed, VISIT_SCOPE))
    throw ValidationError.forField(
      scopeOf(caller, 'visits') === 'projects' ? 'project_id' : 'assigned_user_id',
      'visits.out_of_scope',
    );
  return assignee;
}
