import { countsOf, listPage } from '../../db/entity-store';
import { LAND } from '../lands/lands';
import type { PageRequest } from '../lists';
import { BUILDING, PROJECT, projectSimple } from '../projects/projects';
import { UNIT, UNIT_FOR_RENT, UNIT_FOR_SALE, UNIT_STATUS_PREFIX } from '../units/units';

/**
 * The real-estate portfolio, one record per project: its buildings, its units by status and by
 * purpose (sale or rent), and its land plots, all read from the projects' counters.
 */
export async function listRealEstates(
  options: PageRequest & { filters: { status?: string | undefined; type?: string | undefined } },
) {
  const { items, total } = await listPage(PROJECT, options.page, options.perPage, {
    filters: { status: options.filters.status, type: options.filters.type },
  });
  // Every figure is a counter on the project, moved with its units, lands and buildings: O(projects).
  const counts = await countsOf(items.map((project) => ({ type: PROJECT, id: project.id })));
  const records = await Promise.all(
    items.map(async (project) => {
      const projectCounts = counts.get({ type: PROJECT, id: project.id }) ?? {};
      const byStatus: Record<string, number> = {};
      for (const [counter, value] of Object.entries(projectCounts)) {
        const status = counter.startsWith(UNIT_STATUS_PREFIX)
          ? counter.slice(UNIT_STATUS_PREFIX.length)
          : undefined;
        if (status && Number(value) > 0) byStatus[status] = Number(value);
      }
      return {
        project_id: project.id,
        name: project.name ?? null,
        code: project.code ?? null,
        type: project.type ?? null,
        status: project.status ?? null,
        buildings_count: Number(projectCounts[BUILDING] ?? 0),
        units_count: Number(projectCounts[UNIT] ?? 0),
        for_sale_units_count: Number(projectCounts[UNIT_FOR_SALE] ?? 0),
        for_rent_units_count: Number(projectCounts[UNIT_FOR_RENT] ?? 0),
        units_by_status: byStatus,
        lands_count: Number(projectCounts[LAND] ?? 0),
        project: await projectSimple(project),
      };
    }),
  );
  return { items: records, total };
}
