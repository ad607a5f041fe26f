import { createEntity } from '../../db/entity-store';
import { normalizePhone } from '../users/users';
import { clientRecord } from './client-record';
import { CLIENT, type Client, clientSearchValues, clientUniques, emptyClient } from './clients';
import { checkNationality } from './nationality';
import type { ClientAssignment, ClientChanges } from './update-client';

/**
 * Creates a client.
 * 1. normalise contact values (e-mail lower-case, phone digits); a nationality that is no country is a 422;
 * 2. write the client, its e-mail, phone and national id markers, search words and the clients total in one
 *    transaction: a value another client holds cancels it (422 on the field), so of many
 *    simultaneous stores with one e-mail exactly one succeeds;
 * 3. answer the Client record.
 */
export async function storeClient(input: ClientChanges & ClientAssignment & { name: string; phone: string }) {
  await checkNationality(input.nationality_id);
  const optional = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null),
  );
  const client: Client = {
    ...emptyClient,
    ...optional,
    name: input.name,
    phone: normalizePhone(input.phone),
    other_phone: input.other_phone ? normalizePhone(input.other_phone) : null,
    email: input.email ? input.email.toLowerCase() : null,
  };
  const created = await createEntity(CLIENT, client, {
    uniques: clientUniques(client),
    search: clientSearchValues(client),
  });
  return clientRecord(created);
}
