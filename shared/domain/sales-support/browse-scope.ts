import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { type StaffCaller, scopeOf } from '../callers/callers';
import type { RecordFamily } from '../callers/record-families';
import { PROJECT, type ProjectEntity } from '../projects/projects';
import { UNIT, type UnitEntity } from '../units/units';
import { inScope } from '../users/row-scope';

/** The name a unit answers 404 with on the sales-support surface. */
export const SALEABLE_DETAIL = 'saleable detail';

/**
 * Units and projects are the company's inventory: every holder of `sales.units.view` sees them,
 * except that a `projects` scope sees only its projects.
 */
export const seesProject = (viewer: StaffCaller, projectId: number): boolean =>
  scopeOf(viewer, 'holds-and-sales') !== 'projects' || viewer.project_ids.includes(projectId);

/** A project the viewer may browse, or 404. */
export async function browsableProject(viewer: StaffCaller, projectId: number): Promise<ProjectEntity> {
  const project = await findEntity(PROJECT, projectId);
  if (!project || !seesProject(viewer, project.id)) throw new NotFoundError('project');
  return project;
}

/** A unit the viewer may browse (its project in view), or 404. */
export async function browsableUnit(viewer: StaffCaller, unitId: number): Promise<UnitEntity> {
  const unit = await findEntity(UNIT, unitId);
  if (!unit || !seesProject(viewer, unit.project_id)) throw new NotFoundError(SALEABLE_DETAIL);
  return unit;
}

/**
 * Whether a booking or sale of a unit is in the viewer's row scope for the family (holds and sales,
 * or payments and refunds when the sale is reached for its money). Records written before the
 * staff fields (the seed's) have no project: the unit's stands in, so a projects scope sees them.
 */
export const salesRecordInScope = (
  viewer: StaffCaller,
  family: RecordFamily,
  record: { project_id?: number | null | undefined } | undefined,
  unit: { project_id: number },
): boolean =>
  record !== undefined &&
  inScope(viewer, family, { ...record, project_id: record.project_id ?? unit.project_id }, BOOKING_SCOPE);
