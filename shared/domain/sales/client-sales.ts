import { findEntity, linkedIds, listPage, loadEntities } from '../../db/entity-store';
import type { EntityType } from '../../db/entity-type';
import { NotFoundError } from '../../errors';
import { ATTENTION_REQUEST } from '../attention-requests/attention-requests';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { MAINTENANCE_REQUEST } from '../maintenance/maintenance-requests';
import { RENTAL_REQUEST } from '../rentals/rentals';
import { saleRecords } from './sale-records';
import { BOOKING, SALE } from './sales';

/** One page of the signed-in client's own sales, newest first. */
export async function listClientSales(clientId: number, options: PageRequest) {
  const { items, total } = await listPage(SALE, options.page, options.perPage, {
    filters: { client_id: clientId },
  });
  return { items: await saleRecords(items, { withBuyer: false }), total };
}

/** One of the client's own sales; another client's answers 404, the same as a missing one. */
export async function showClientSale(clientId: number, saleId: number) {
  const sale = await findEntity(SALE, saleId);
  if (!sale || sale.client_id !== clientId) throw new NotFoundError('sale');
  const [record] = await saleRecords([sale], { withBuyer: false });
  return record;
}

/** How many of each kind of record a client has, by status. */
export async function clientStatistics(clientId: number) {
  const ref = { type: CLIENT, id: clientId };
  const kinds: Record<string, EntityType> = {
    sales: SALE,
    bookings: BOOKING,
    rental_requests: RENTAL_REQUEST,
    attention_requests: ATTENTION_REQUEST,
    maintenance_requests: MAINTENANCE_REQUEST,
  };
  const ids = await Promise.all(Object.values(kinds).map((type) => linkedIds(ref, type)));
  const loaded = await loadEntities(
    Object.values(kinds).flatMap((type, index) => (ids[index] ?? []).map((id) => ({ type, id }))),
  );
  return Object.fromEntries(
    Object.entries(kinds).map(([name, type], index) => {
      const records = loaded.list(type, ids[index] ?? []);
      const byStatus: Record<string, number> = {};
      for (const record of records) {
        // Rental requests have no status.
        const status = 'status' in record && typeof record.status === 'string' ? record.status : 'none';
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
      return [name, { total: records.length, by_status: byStatus }];
    }),
  );
}
