import { getEntity, listPage, listSearch } from '../../db/entity-store';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { UNIT, unitRecords } from './units';

/**
 * Lists units, newest first. `search` finds units by the beginning of any word of their name, full
 * name (with project and building), status, document and deed numbers, through the search index.
 */
export async function listUnits(options: PageRequest & { search?: string | undefined }) {
  const { items, total } = options.search
    ? await listSearch(UNIT, options.search, options.page, options.perPage)
    : await listPage(UNIT, options.page, options.perPage, { filters: {} });
  return { items: await unitRecords(items), total };
}

/**
 * One page of a project's units, newest first (404 for an unknown project). Without `status` the
 * units listed under the project are read; with it, the unit list of that project and status.
 */
export async function listProjectUnits(
  projectId: number,
  options: PageRequest & { status?: string | undefined },
) {
  await getEntity(PROJECT, projectId, 'project');
  const { items, total } = options.status
    ? await listPage(UNIT, options.page, options.perPage, {
        filters: { project_id: projectId, status: options.status },
      })
    : await listPage(UNIT, options.page, options.perPage, { filters: { project_id: projectId } });
  return { items: await unitRecords(items), total };
}

/** One unit as the system unit list shows it, or 404. */
export async function showUnit(id: number) {
  const unit = await getEntity(UNIT, id, 'unit');
  const [record] = await unitRecords([unit]);
  return record;
}
