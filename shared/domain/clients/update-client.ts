import { getEntity, updateEntity } from '../../db/entity-store';
import { retryLostRace } from '../retry';
import { normalizePhone } from '../users/users';
import { clientRecordWithDeals } from './client-record';
import { CLIENT, type Client, type ClientEntity, clientSearchValues, clientUniques } from './clients';
import { checkNationality } from './nationality';

/**
 * The fields the update operation takes (the spec's thirteen, then the identity fields a sale needs:
 * national id or iqama, its expiry, nationality, date of birth); null clears an optional one,
 * undefined keeps it.
 */
export type ClientChanges = Partial<
  Pick<
    Client,
    | 'name'
    | 'type'
    | 'phone'
    | 'platform'
    | 'other_phone'
    | 'email'
    | 'iban_number'
    | 'postal_code'
    | 'short_national_address'
    | 'address'
    | 'agency_name'
    | 'agency_number'
    | 'agency_end_at'
    | 'national_id'
    | 'national_id_end_date'
    | 'nationality_id'
    | 'nationality'
    | 'date_of_birth'
  >
>;

/** Who owns a client on the staff surface: the sales-support user and their department. */
export type ClientAssignment = Partial<Pick<Client, 'sale_support_user_id' | 'department_id'>>;

/**
 * Updates a client.
 * 1. read the client (404 when missing);
 * 2. write the changes under optimistic locking, moving the e-mail and phone markers in the same
 *    transaction, so a value another client holds is refused atomically (422 on the field); a
 *    stale `version` sent by the caller is a 409, a race lost without one is retried;
 * 3. answer the Client record with sales, rental requests and bookings.
 * `check` sees the client as read (the staff row scope): what it refuses is never written, and the
 * write is conditioned on that very version.
 */
export async function updateClient(
  clientId: number,
  changes: ClientChanges & ClientAssignment,
  expectedVersion?: number,
  check: (current: ClientEntity) => void = () => {},
) {
  // Without a `version` the caller asked for last-writer-wins: a lost race is retried on fresh data.
  return expectedVersion === undefined
    ? retryLostRace(() => updateOnce(clientId, changes, check))
    : updateOnce(clientId, changes, check, expectedVersion);
}

async function updateOnce(
  clientId: number,
  changes: ClientChanges & ClientAssignment,
  check: (current: ClientEntity) => void,
  expectedVersion?: number,
) {
  const current = await getEntity(CLIENT, clientId, 'client');
  check(current);
  await checkNationality(changes.nationality_id);
  const normalized: ClientChanges & ClientAssignment = { ...changes };
  if (normalized.phone) normalized.phone = normalizePhone(normalized.phone);
  if (normalized.other_phone) normalized.other_phone = normalizePhone(normalized.other_phone);
  if (normalized.email) normalized.email = normalized.email.toLowerCase();
  const merged = {
    ...current,
    ...Object.fromEntries(Object.entries(normalized).filter(([, value]) => value !== undefined)),
  };
  const previous = clientUniques(current);
  const uniques = clientUniques(merged).map((unique, index) => ({
    ...unique,
    previous: previous[index]?.value,
  }));
  const updated = await updateEntity(CLIENT, clientId, normalized, {
    recordName: 'client',
    expectedVersion: expectedVersion ?? current.version,
    current,
    uniques,
    search: clientSearchValues(merged),
  });
  return clientRecordWithDeals(updated);
}
