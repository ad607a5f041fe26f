import {
  findEntity,
  getEntity,
  type IndexFilter,
  linkedIds,
  listPage,
  loadEntities,
} from '../../db/entity-store';
import { allOf, equals } from '../../db/filters';
import { ValidationError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { BUILDING, buildingSimple, PROJECT, type ProjectEntity, projectSimple } from '../projects/projects';
import { UNIT, unitSimple } from '../units/units';
import { SALE, type SaleEntity, saleSimple } from './sales';

export interface SaleFilters {
  status?: string | undefined;
  project_id?: number | undefined;
  client_id?: number | undefined;
  /** Days, YYYY-MM-DD (UTC), inclusive: sales created from `from` through `to`. */
  from?: string | undefined;
  to?: string | undefined;
}

/** A sale as the back office sees it: SaleSimple, its buyer and time, with unit, building, project, client. */
export async function systemSaleRecords(sales: SaleEntity[]) {
  const loaded = await loadEntities(
    sales.flatMap((sale) => [
      { type: UNIT, id: sale.unit_id as number | null },
      { type: BUILDING, id: sale.building_id as number | null },
      { type: PROJECT, id: sale.project_id as number | null },
      { type: CLIENT, id: sale.client_id ?? null },
    ]),
  );
  return Promise.all(
    sales.map(async (sale) => ({
      ...saleSimple(sale),
      client_id: sale.client_id ?? null,
      created_at: sale.created_at,
      unit: unitSimple(loaded.get(UNIT, sale.unit_id as number | null)),
      building: buildingSimple(loaded.get(BUILDING, sale.building_id as number | null)),
      project: await projectSimple(loaded.get<ProjectEntity>(PROJECT, sale.project_id as number | null)),
      client: clientSimple(loaded.get<ClientEntity>(CLIENT, sale.client_id ?? null)),
    })),
  );
}

/** `created_at` within the inclusive day range, on the collection index (ISO times sort as text). */
export function createdBetween(from: string | undefined, to: string | undefined): IndexFilter | undefined {
  if (!from && !to) return undefined;
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (from) {
    parts.push('#created_at >= :created_from');
    values[':created_from'] = from;
  }
  if (to) {
    parts.push('#created_at <= :created_to');
    values[':created_to'] = `${to}T23:59:59.999Z`;
  }
  return { expression: parts.join(' AND '), names: { '#created_at': 'created_at' }, values };
}

const within = (createdAt: string, from: string | undefined, to: string | undefined) =>
  (!from || createdAt >= from) && (!to || createdAt <= `${to}T23:59:59.999Z`);

/**
 * A page of sales, newest first. Status, project and creation days filter the collection index; a
 * `client_id` reads that client's sales (listed under the client) and filters them in memory.
 */
export async function listSystemSales(options: {
  page: number;
  perPage: number;
  path: string;
  filters: SaleFilters;
}) {
  const { filters } = options;
  if (filters.client_id !== undefined) {
    const client = { type: CLIENT, id: filters.client_id };
    if (!(await findEntity(CLIENT, filters.client_id)))
      throw ValidationError.forField('client_id', 'validation.exists');
    const ids = await linkedIds(client, SALE);
    const matching = (await loadEntities(ids.map((id) => ({ type: SALE, id }))))
      .list<SaleEntity>(SALE, ids)
      .filter(
        (sale) =>
          (filters.status === undefined || sale.status === filters.status) &&
          (filters.project_id === undefined || sale.project_id === filters.project_id) &&
          within(sale.created_at, filters.from, filters.to),
      );
    const skip = (options.page - 1) * options.perPage;
    const items = matching.slice(skip, skip + options.perPage);
    return paginate(await systemSaleRecords(items), { ...options, total: matching.length });
  }
  const filter = allOf([
    equals('status', filters.status),
    equals('project_id', filters.project_id),
    createdBetween(filters.from, filters.to),
  ]);
  const { items, total } = await listPage<SaleEntity>(SALE, options.page, options.perPage, filter);
  return paginate(await systemSaleRecords(items), { ...options, total });
}

/** One sale with its unit, building, project and client, or 404. */
export async function showSystemSale(id: number) {
  const sale = await getEntity<SaleEntity>(SALE, id, 'sale');
  const [record] = await systemSaleRecords([sale]);
  return record;
}
