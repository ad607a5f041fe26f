import { countsOf, listPage, loadEntities } from '../../db/entity-store';
import { type StaffCaller, scopeOf } from '../callers/callers';
import type { PageRequest } from '../lists';
import { PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { UNIT, UNIT_FOR_SALE, UNIT_STATUS_COUNTER } from '../units/units';

export interface SalesProjectFilters {
  status?: string | undefined;
  type?: string | undefined;
}

/**
 * The sales-support index (GET /sales-support): the projects in view, newest first, each with its
 * units available, booked and sold, read from the project's counters (moved in the transaction of
 * every unit status change), never by counting units.
 * - `all`, `own`, `department` scopes: the project lists by `status`, `type`, both or none;
 * - a `projects` scope: its own projects (at most 64, one batch read), filtered and paged in memory.
 */
export async function listSalesProjects(
  viewer: StaffCaller,
  options: PageRequest & { filters: SalesProjectFilters },
) {
  const { filters } = options;
  const { items, total } =
    scopeOf(viewer, 'holds-and-sales') === 'projects'
      ? await ownProjectsPage([...viewer.project_ids], options)
      : await listPage(PROJECT, options.page, options.perPage, {
          filters: { status: filters.status, type: filters.type },
        });
  return { items: await salesProjectRecords(items), total };
}

async function ownProjectsPage(
  projectIds: number[],
  options: PageRequest & { filters: SalesProjectFilters },
) {
  const loaded = await loadEntities(projectIds.slice(0, 64).map((id) => ({ type: PROJECT, id })));
  const { status, type } = options.filters;
  const matching = loaded
    .list(PROJECT, projectIds)
    .filter(
      (project) =>
        (status === undefined || project.status === status) && (type === undefined || project.type === type),
    )
    .sort((a, b) => b.id - a.id);
  const start = (options.page - 1) * options.perPage;
  return { items: matching.slice(start, start + options.perPage), total: matching.length };
}

/** ProjectSimple with its sale type and the unit counters the sales team works from. */
export async function salesProjectRecords(projects: ProjectEntity[]) {
  const counts = await countsOf(projects.map((project) => ({ type: PROJECT, id: project.id })));
  return Promise.all(
    projects.map(async (project) => {
      const counters = counts.get({ type: PROJECT, id: project.id }) ?? {};
      const count = (name: string) => Number(counters[name] ?? 0);
      return {
        ...(await projectSimple(project)),
        sale_type: project.sale_type ?? null,
        units_count: count(UNIT),
        for_sale_units_count: count(UNIT_FOR_SALE),
        available_units_count: count(UNIT_STATUS_COUNTER('available')),
        booked_units_count: count(UNIT_STATUS_COUNTER('booked')),
        sold_units_count: count(UNIT_STATUS_COUNTER('sold')),
      };
    }),
  );
}
