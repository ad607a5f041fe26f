import { findEntity, getEntity, listPage } from '../../db/entity-store';
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

/** A page of sales, newest first, by any of status, project and client, within creation days. */
export async function listSystemSales(options: PageRequest & { filters: SaleFilters }) {
  const { filters } = options;
  if (filters.client_id !== undefined && !(await findEntity(CLIENT, filters.client_id)))
    throw ValidationError.forField('client_id', 'validation.exists');
  const { items, total } = await listPage(SALE, options.page, options.perPage, {
    filters: { status: filters.status, project_id: filters.project_id, client_id: filters.client_id },
    days: { from: filters.from, to: filters.to },
  });
  return { items: await saleRecords(items, { withBuyer: true }), total };
}

/** One sale with its unit, building, project and client, or 404. */
export async function showSystemSale(id: number) {
  const sale = await getEntity(SALE, id, 'sale');
  const [record] = await saleRecords([sale], { withBuyer: true });
  return record;
}
