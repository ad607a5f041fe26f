import { getEntity, updateEntity } from '../../db/entity-store';
import { retryLostRace } from '../retry';
import { normalizePhone } from '../users/users';
import { clientRecordWithDeals } from './client-record';
import { CLIENT, type Client, clientSearchValues, clientUniques } from './clients';

/** The thirteen fields the update operation takes; null clears an optional one, undefined keeps it. */
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
  >
>;

/**
 * Updates a client.
 * 1. read the client (404 when missing);
 * 2. write the changes under optimistic locking, moving the e-mail and phone markers in the same
 *    transaction, so a value another client holds is refused atomically (422 on the field); a
 *    stale `version` sent by the caller is a 409, a race lost without one is retried;
 * 3. answer the Client record with sales, rental requests and bookings.
 */
export async function updateClient(clientId: number, changes: ClientChanges, expectedVersion?: number) {
  // Without a `version` the caller asked for last-writer-wins: a lost race is retried on fresh data.
  return expectedVersion === undefined
    ? retryLostRace(() => updateOnce(clientId, changes))
    : updateOnce(clientId, changes, expectedVersion);
}

async function updateOnce(clientId: number, changes: ClientChanges, expectedVersion?: number) {
  const current = await getEntity(CLIENT, clientId, 'client');
  const normalized: ClientChanges = { ...changes };
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
