import {
  findEntity,
  getEntity,
  listLinked,
  listPage,
  loadEntities,
  type StoredEntity,
} from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { clientSimple } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
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

export type RentalRequestEntity = Record<(typeof RENTAL_REQUEST_FIELDS)[number], unknown> & StoredEntity;

/** RentalRequest records with their client, loaded in one batch. */
export async function rentalRequestRecords(requests: RentalRequestEntity[]) {
  const loaded = await loadEntities(
    requests.map((request) => ({ type: CLIENT, id: request.client_id as number | null })),
  );
  return requests.map((request) => ({
    ...pickFields(request, RENTAL_REQUEST_FIELDS),
    client: clientSimple(loaded.get<ClientEntity>(CLIENT, request.client_id as number | null)),
  }));
}

/**
 * A page of rental requests, newest first: all of them (collection index), or one client's (listed
 * under the client; an unknown client is a 422).
 */
export async function listRentalRequests(options: PageRequest & { clientId?: number | undefined }) {
  if (options.clientId !== undefined && !(await findEntity(CLIENT, options.clientId)))
    throw ValidationError.forField('client_id', 'validation.exists');
  const { items, total } =
    options.clientId === undefined
      ? await listPage<RentalRequestEntity>(RENTAL_REQUEST, options.page, options.perPage)
      : await listLinked<RentalRequestEntity>(
          { type: CLIENT, id: options.clientId },
          RENTAL_REQUEST,
          options.page,
          options.perPage,
        );
  return { items: await rentalRequestRecords(items), total };
}

/** One rental request with its client, or 404. */
export async function showRentalRequest(id: number) {
  const request = await getEntity<RentalRequestEntity>(RENTAL_REQUEST, id, 'rental request');
  const [record] = await rentalRequestRecords([request]);
  return record;
}
