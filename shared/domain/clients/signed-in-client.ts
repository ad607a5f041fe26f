import type { AccessToken } from '../../auth/access-tokens';
import { findEntity } from '../../db/entity-store';
import { UnauthenticatedError } from '../../errors';
import { type ClientRecord, clientRecord } from './client-record';
import { CLIENT, type ClientEntity } from './clients';

/** The client a bearer token speaks for; a token of a deleted client is no longer valid (401). */
export async function signedInClient(token: AccessToken | undefined): Promise<ClientEntity> {
  const clientId = token?.ownerType === 'client' ? token.ownerId : undefined;
  const client = clientId ? await findEntity(CLIENT, clientId) : undefined;
  if (!client) throw new UnauthenticatedError();
  return client;
}

/** The signed-in client's own Client record. */
export async function signedInClientRecord(token: AccessToken | undefined): Promise<ClientRecord> {
  return clientRecord(await signedInClient(token));
}
