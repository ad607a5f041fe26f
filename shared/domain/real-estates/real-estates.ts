import { countsOf, indexEntries, listPage } from '../../db/entity-store';
import { allOf, equals } from '../../db/filters';
import { paginate } from '../../http/pagination';
import { LAND } from '../lands/lands';
import { BUILDING, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { UNIT } from '../units/units';

/**
 * The real-estate portfolio, one record per project: its buildings, its units by status and by
 * purpose (sale or rent), and its land plots. Unit figures come from the unit collection index
 * (status, is_for_rent and project_id are projected there), read once per request.
 */
export async function listRealEstates(options: {
  page: number;
  perPage: number;
  path: string;
  filters: { status?: string | undefined; type?: string | undefined };
}) {
  const filter = allOf([equals('status', options.filters.status), equals('type', options.filters.type)]);
  const { items, total } = await listPage<ProjectEntity>(PROJECT, options.page, options.perPage, filter);
  const refs = items.map((project) => ({ type: PROJECT, id: project.id }));
  const [counts, units] = await Promise.all([
    countsOf(refs),
    items.length > 0 ? indexEntries(UNIT, ['project_id', 'status', 'is_for_rent']) : [],
  ]);
  const records = await Promise.all(
    items.map(async (project, index) => {
      const own = units.filter((unit) => unit.project_id === project.id);
      const byStatus: Record<string, number> = {};
      for (const unit of own) {
        const status = String(unit.status ?? 'unknown');
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
      const projectCounts = counts.get(refs[index] as (typeof refs)[number]);
      return {
        project_id: project.id,
        name: (project.name as string | null) ?? null,
        code: (project.code as string | null) ?? null,
        type: (project.type as string | null) ?? null,
        status: (project.status as string | null) ?? null,
        buildings_count: Number(projectCounts?.[BUILDING] ?? 0),
        units_count: own.length,
        for_sale_units_count: own.filter((unit) => unit.is_for_rent !== true).length,
        for_rent_units_count: own.filter((unit) => unit.is_for_rent === true).length,
        units_by_status: byStatus,
        lands_count: Number(projectCounts?.[LAND] ?? 0),
        project: await projectSimple(project),
      };
    }),
  );
  return paginate(records, { ...options, total });
}
