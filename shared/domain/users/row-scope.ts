import { findEntity } from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import { UnauthenticatedError } from '../../errors';
import { type RowScope, rowScopeOf, USER } from './users';

/**
 * Where a record type keeps what a row scope compares: the staff member it is assigned to, and
 * optionally its project and that member's department (copied onto the record when assigned, so a
 * list can filter by it).
 */
export interface ScopedFields {
  owner: string;
  project?: string;
  department?: string;
}

/** The signed-in staff member and the rows they may see. */
export interface StaffViewer {
  user_id: number;
  scope: RowScope;
  project_ids: number[];
  department_id: number | null;
}

/** The caller's row scope, read from their record (one GetItem): a scope changed applies at once. */
export async function staffViewer(userId: number): Promise<StaffViewer> {
  const user = await findEntity(USER, userId);
  if (!user) throw new UnauthenticatedError();
  return { user_id: userId, ...rowScopeOf(user) };
}

/**
 * The attribute a viewer's scope compares and the values it allows, or `all`. A scope the type
 * cannot apply (`projects` without a project field, `department` without a department field or
 * with no department set) narrows to `own`.
 */
function scopeCondition(
  viewer: StaffViewer,
  fields: ScopedFields,
): { name: string; values: FilterValue[] } | 'all' {
  if (viewer.scope === 'all') return 'all';
  if (viewer.scope === 'projects' && fields.project)
    return { name: fields.project, values: viewer.project_ids };
  if (viewer.scope === 'department' && fields.department && viewer.department_id !== null)
    return { name: fields.department, values: [viewer.department_id] };
  return { name: fields.owner, values: [viewer.user_id] };
}

/**
 * The equality filter a viewer's scope adds to a list of the type (none for `all`; a `projects`
 * scope asks its projects, at most 64). Null: the scope sees nothing (a projects scope without
 * projects), so the list answers an empty page without reading.
 */
export function scopeFilters(
  viewer: StaffViewer,
  fields: ScopedFields,
): Record<string, FilterValue | readonly FilterValue[]> | null {
  const condition = scopeCondition(viewer, fields);
  if (condition === 'all') return {};
  const [only, ...more] = condition.values;
  if (only === undefined) return null;
  return { [condition.name]: more.length > 0 ? condition.values : only };
}

/** Whether a record is in the viewer's scope; show, update and delete answer 404 when it is not. */
export function inScope(viewer: StaffViewer, record: object, fields: ScopedFields): boolean {
  const condition = scopeCondition(viewer, fields);
  if (condition === 'all') return true;
  const value = (record as Record<string, unknown>)[condition.name];
  return condition.values.some((allowed) => allowed === value);
}
