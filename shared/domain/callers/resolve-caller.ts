import type { AccessToken } from '../../auth/access-tokens';
import { findEntity } from '../../db/entity-store';
import { CLIENT } from '../clients/clients';
import { USER } from '../users/users';
import type { Caller } from './callers';
import { staffCallerOf } from './staff-caller';

/** A deactivated account keeps its record (`is_active: false`); a soft-deleted one is not found. */
const active = (owner: object) => (owner as { is_active?: unknown }).is_active !== false;

/**
 * The caller a verified token speaks for, from one read of its owner's record; undefined when the
 * owner was deleted or deactivated, so their tokens are refused at once (401).
 */
export async function resolveCaller(token: AccessToken): Promise<Caller | undefined> {
  if (token.ownerType === 'client') {
    const client = await findEntity(CLIENT, token.ownerId);
    return client && active(client)
      ? { kind: 'client', id: client.id, tokenId: token.tokenId, client }
      : undefined;
  }
  const user = await findEntity(USER, token.ownerId);
  return user && active(user) ? staffCallerOf(user, token) : undefined;
}
