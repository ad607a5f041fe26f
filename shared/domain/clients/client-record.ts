import { type EntityMap, linkedIds, loadEntities } from '../../db/entity-store';
import { presignedDownloadUrl } from '../../files/files';
import { AREA, areaSummary, BLOCK, blockSummary, CITY, citySummary } from '../locations/locations';
import { pickFields, summaryOf } from '../records';
import { RENTAL_REQUEST, rentalRequestSimple } from '../rentals/rentals';
import { BOOKING, bookingSimple, SALE, saleSimple } from '../sales/sales';
import { USER, userSimple } from '../users/users';
import { CLIENT, type ClientEntity } from './clients';

/** Every scalar of the spec's Client record, in its order. */
export const CLIENT_FIELDS = [
  'id',
  'name',
  'phone',
  'other_phone',
  'email',
  'nationality_id',
  'area_id',
  'city_id',
  'block_id',
  'sale_support_user_id',
  'national_id',
  'national_id_end_date',
  'date_of_birth',
  'postal_code',
  'gender',
  'address',
  'income',
  'education_level',
  'platform',
  'nationality',
  'avatar',
] as const;

export const CLIENT_SIMPLE_FIELDS = ['id', 'name', 'phone', 'email'] as const;

/** The ClientSimple summary nested in other records. */
export const clientSimple = (client: ClientEntity | undefined) => summaryOf(client, CLIENT_SIMPLE_FIELDS);

const clientRefs = (client: ClientEntity) => [
  { type: USER, id: client.sale_support_user_id },
  { type: AREA, id: client.area_id },
  { type: CITY, id: client.city_id },
  { type: BLOCK, id: client.block_id },
];

async function toRecord(client: ClientEntity, loaded: EntityMap) {
  return {
    ...pickFields(client, CLIENT_FIELDS),
    avatar_url: client.avatar ? await presignedDownloadUrl(client.avatar) : null,
    saleSupportUser: userSimple(loaded.get(USER, client.sale_support_user_id)),
    area: areaSummary(loaded.get(AREA, client.area_id)),
    city: citySummary(loaded.get(CITY, client.city_id)),
    block: blockSummary(loaded.get(BLOCK, client.block_id)),
  };
}

export type ClientRecord = Awaited<ReturnType<typeof toRecord>>;

/** One client's Client record. */
export async function clientRecord(client: ClientEntity): Promise<ClientRecord> {
  return toRecord(client, await loadEntities(clientRefs(client)));
}

/** Client records with their nested user and places, loaded together for the whole list. */
export async function clientRecords(clients: ClientEntity[]): Promise<ClientRecord[]> {
  const loaded = await loadEntities(clients.flatMap(clientRefs));
  return Promise.all(clients.map((client) => toRecord(client, loaded)));
}

/**
 * The Client record with the client's sales, rental requests and bookings (newest first), as the
 * update operation and the daily digest return it.
 */
export async function clientRecordWithDeals(client: ClientEntity) {
  const ref = { type: CLIENT, id: client.id };
  const [saleIds, rentalRequestIds, bookingIds] = await Promise.all([
    linkedIds(ref, SALE),
    linkedIds(ref, RENTAL_REQUEST),
    linkedIds(ref, BOOKING),
  ]);
  const loaded = await loadEntities([
    ...clientRefs(client),
    ...saleIds.map((id) => ({ type: SALE, id })),
    ...rentalRequestIds.map((id) => ({ type: RENTAL_REQUEST, id })),
    ...bookingIds.map((id) => ({ type: BOOKING, id })),
  ]);
  return {
    ...(await toRecord(client, loaded)),
    sales: loaded.list(SALE, saleIds).map(saleSimple),
    rentalRequests: loaded.list(RENTAL_REQUEST, rentalRequestIds).map(rentalRequestSimple),
    bookings: loaded.list(BOOKING, bookingIds).map(bookingSimple),
  };
}
