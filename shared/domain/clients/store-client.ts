import { createEntity } from '../../db/entity-store';
import { normalizePhone } from '../users/users';
import { clientRecords } from './client-record';
import { CLIENT, type Client, clientSearchValues, clientUniques } from './clients';
import type { ClientChanges } from './update-client';

/**
 * Creates a client.
 * 1. normalise contact values (e-mail lower-case, phone digits);
 * 2. write the client, its e-mail and phone markers, search words and the clients total in one
 *    transaction: a value another client holds cancels it (422 on the field), so of many
 *    simultaneous stores with one e-mail exactly one succeeds;
 * 3. answer the Client record.
 */
export async function storeClient(input: ClientChanges & { name: string; phone: string }) {
  const client: Client = {
    name: input.name,
    phone: normalizePhone(input.phone),
    other_phone: input.other_phone ? normalizePhone(input.other_phone) : null,
    email: input.email ? input.email.toLowerCase() : null,
    type: input.type ?? 'individual',
    nationality_id: null,
    nationality: null,
    area_id: null,
    city_id: null,
    block_id: null,
    sale_support_user_id: null,
    national_id: null,
    national_id_end_date: null,
    date_of_birth: null,
    postal_code: input.postal_code ?? null,
    gender: null,
    address: input.address ?? null,
    short_national_address: input.short_national_address ?? null,
    income: null,
    education_level: null,
    platform: input.platform ?? null,
    avatar: null,
    iban_number: input.iban_number ?? null,
    agency_name: input.agency_name ?? null,
    agency_number: input.agency_number ?? null,
    agency_end_at: input.agency_end_at ?? null,
  };
  const created = await createEntity<Client>(CLIENT, client, {
    uniques: clientUniques(client),
    search: clientSearchValues(client),
  });
  const [record] = await clientRecords([created]);
  return record;
}
