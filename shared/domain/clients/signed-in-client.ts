import { findEntity } from '../../db/entity-store';
import { UnauthenticatedError } from '../../errors';
import type { RequestInfo } from '../../http/operation';
import { CLIENT, type Client, type ClientEntity } from './clients';

/** The client behind the request's bearer token; a token of a deleted client is no longer valid (401). */
export async function signedInClient(request: RequestInfo): Promise<ClientEntity> {
  const clientId = request.token?.ownerType === 'client' ? request.token.ownerId : undefined;
  const client = clientId ? await findEntity<Client>(CLIENT, clientId) : undefined;
  if (!client) throw new UnauthenticatedError();
  return client;
}
