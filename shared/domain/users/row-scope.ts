import type { FilterValue } from '../../db/entity-type';
import { type StaffCaller, scopeOf } from '../callers/callers';
import type { RecordFamily } from '../callers/record-families';

/**
 * Where a record type keeps what a row scope compares: the staff member it is assigned to, and
 * optionally its project, its warehouse and that member's department (copied onto the record when
 * assigned, so a list can filter by it).
 */
export interface ScopedFields {
  owner: string;
  project?: string;
  warehouse?: string;
  department?: string;
}

/** What a row scope reads of the caller. */
export type ScopeViewer = Pick<
  StaffCaller,
  'id' | 'scopes' | 'project_ids' | 'warehouse_ids' | 'department_id' | 'report_ids'
>;

/**
 * The attribute the caller's scope for a family compares and the values it allows, or `all`. A
 * scope the type cannot apply (`projects` without a project field, `warehouses` without a
 * warehouse field, `department` without a department field or with no department set) narrows to
 * `own`. `team` is the caller's own and their reports' (ids on the caller's record: no read).
 */
function scopeCondition(
  viewer: ScopeViewer,
  family: RecordFamily,
  fields: ScopedFields,
): { name: string; values: readonly FilterValue[] } | 'all' {
  const scope = scopeOf(viewer, family);
  if (scope === 'all') return 'all';
  if (scope === 'projects' && fields.project) return { name: fields.project, values: viewer.project_ids };
  if (scope === 'warehouses' && fields.warehouse)
    return { name: fields.warehouse, values: viewer.warehouse_ids };
  if (scope === 'department' && fields.department && viewer.department_id !== null)
    return { name: fields.department, values: [viewer.department_id] };
  if (scope === 'team') return { name: fields.owner, values: [viewer.id, ...viewer.report_ids] };
  return { name: fields.owner, values: [viewer.id] };
}

/**
 * The equality filter the caller's scope for a family adds to a list of the type (none for `all`;
 * a `projects`, `warehouses` or `team` scope asks its ids, at most 64). Null: the scope sees
 * nothing (a projects scope without projects), so the list answers an empty page without reading.
 */
export function scopeFilters(
  viewer: ScopeViewer,
  family: RecordFamily,
  fields: ScopedFields,
): Record<string, FilterValue | readonly FilterValue[]> | null {
  const condition = scopeCondition(viewer, family, fields);
  if (condition === 'all') return {};
  const [only, ...more] = condition.values;
  if (only === undefined) return null;
  return { [condition.name]: more.length > 0 ? condition.values : only };
}

/** Whether a record is in the caller's scope for its family; show, update and delete answer 404 when not. */
export function inScope(
  viewer: ScopeViewer,
  family: RecordFamily,
  record: object,
  fields: ScopedFields,
): boolean {
  const condition = scopeCondition(viewer, family, fields);
  if (condition === 'all') return true;
  const value = (record as Record<string, unknown>)[condition.name];
  return condition.values.some((allowed) => allowed === value);
}
