import { findEntity, getEntity, listPage, loadEntities } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import type { PageRequest } from '../lists';
import { pickFields } from '../records';
import { RENTAL_REQUEST } from './rentals';

/** What a rental request holds: who asks, for what kind of home (created_at is the entity's own). */
export const RENTAL_REQUEST_FIELDS = [
  'id',
  'client_id',
  'unit_name',
  'bathrooms_count',
  'created_at',
] as const;

export type RentalRequestEntity = EntityOf<typeof RENTAL_REQUEST>;

/** RentalRequest records with their client, loaded in one batch. */
export async function rentalRequestRecords(requests: RentalRequestEntity[]) {
  const loaded = await loadEntities(requests.map((request) => ({ type: CLIENT, id: request.client_id })));
  return requests.map((request) => ({
    ...pickFields(request, RENTAL_REQUEST_FIELDS),
    client: clientSimple(loaded.get(CLIENT, request.client_id)),
  }));
}

/** A page of rental requests, newest first: all of them, or one client's (an unknown client is a 422). */
export async function listRentalRequests(options: PageRequest & { clientId?: number | undefined }) {
  if (options.clientId !== undefined && !(await findEntity(CLIENT, options.clientId)))
    throw ValidationError.forField('client_id', 'validation.exists');
  const { items, total } = await listPage(RENTAL_REQUEST, options.page, options.perPage, {
    filters: { client_id: options.clientId },
  });
  return { items: await rentalRequestRecords(items), total };
}

/** One rental request with its client, or 404. */
export async function showRentalRequest(id: number) {
  const request = await getEntity(RENTAL_REQUEST, id, 'rental request');
  const [record] = await rentalRequestRecords([request]);
  return record;
}
