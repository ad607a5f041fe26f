import { listPage } from '../../db/entity-store';
import type { PageRequest } from '../lists';
import { MAINTENANCE_REQUEST, maintenanceRequestRecords } from './maintenance-requests';

/** One page of a client's own maintenance requests, newest first (read through the client's links). */
export async function listClientMaintenanceRequests(clientId: number, options: PageRequest) {
  const { items, total } = await listPage(MAINTENANCE_REQUEST, options.page, options.perPage, {
    filters: { client_id: clientId },
  });
  return { items: await maintenanceRequestRecords(items), total };
}
