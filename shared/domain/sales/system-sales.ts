import { findEntity, getEntity, listLinkedMatching, listPage } from '../../db/entity-store';
import { allOf, createdBetween, equals } from '../../db/filters';
import { ValidationError } from '../../errors';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { saleRecords } from './sale-records';
import { SALE } from './sales';

export interface SaleFilters {
  status?: string | undefined;
  project_id?: number | undefined;
  client_id?: number | undefined;
  /** Days, YYYY-MM-DD (UTC), inclusive: sales created from `from` through `to`. */
  from?: string | undefined;
  to?: string | undefined;
}

const within = (createdAt: string, from: string | undefined, to: string | undefined) =>
  (!from || createdAt >= from) && (!to || createdAt <= `${to}T23:59:59.999Z`);

/**
 * A page of sales, newest first. Status, project and creation days filter the collection index; a
 * `client_id` reads that client's sales (listed under the client) and filters them in memory.
 */
export async function listSystemSales(options: PageRequest & { filters: SaleFilters }) {
  const { filters } = options;
  if (filters.client_id !== undefined) {
    if (!(await findEntity(CLIENT, filters.client_id)))
      throw ValidationError.forField('client_id', 'validation.exists');
    const { items, total } = await listLinkedMatching(
      { type: CLIENT, id: filters.client_id },
      SALE,
      options.page,
      options.perPage,
      (sale) =>
        (filters.status === undefined || sale.status === filters.status) &&
        (filters.project_id === undefined || sale.project_id === filters.project_id) &&
        within(sale.created_at, filters.from, filters.to),
    );
    return { items: await saleRecords(items, { withBuyer: true }), total };
  }
  const filter = allOf([
    equals('status', filters.status),
    equals('project_id', filters.project_id),
    createdBetween(filters.from, filters.to),
  ]);
  const { items, total } = await listPage(SALE, options.page, options.perPage, filter);
  return { items: await saleRecords(items, { withBuyer: true }), total };
}

/** One sale with its unit, building, project and client, or 404. */
export async function showSystemSale(id: number) {
  const sale = await getEntity(SALE, id, 'sale');
  const [record] = await saleRecords([sale], { withBuyer: true });
  return record;
}
