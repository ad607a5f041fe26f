import { abilitiesFor } from '../../auth/abilities';
import { prepareAccessToken, tokenRevokeItems } from '../../auth/access-tokens';
import { tableName } from '../../config/env';
import { findEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { transact } from '../../db/transactions';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { USER, userSimple } from '../users/users';
import type { StaffLoginResult } from './staff-login';

/**
 * Moves the signed-in staff member to another account of the same person, without a password.
 * 1. the target must be another live account sharing the caller's `person_id` (else 404: an
 *    account of someone else is not told apart from one that does not exist);
 * 2. one transaction revokes the current token (on the condition that it still exists), issues
 *    the target's token with the abilities of its roles, and checks the target is still live and
 *    the same person's; so a token switches once: of parallel switches with it one lands, the
 *    others answer 401 like any revoked token.
 */
export async function switchAccount(current: StaffCaller, targetUserId: number): Promise<StaffLoginResult> {
  if (targetUserId === current.id) throw ValidationError.forField('user_id', 'auth.switch_same_account');
  const target = await findEntity(USER, targetUserId);
  const personId = current.user.person_id ?? null;
  if (!target || personId === null || target.person_id !== personId || target.is_active === false)
    throw new NotFoundError('user');
  const abilities = abilitiesFor(target.roles ?? []);
  const token = await prepareAccessToken('user', target.id, abilities);
  const revoke = tokenRevokeItems('user', current.id, current.tokenId, { mustExist: true });
  await transact(
    [
      ...revoke,
      ...token.items,
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.entity(USER, target.id),
          ConditionExpression:
            'attribute_not_exists(deleted_at) AND person_id = :person AND (attribute_not_exists(is_active) OR is_active = :yes)',
          ExpressionAttributeValues: { ':person': personId, ':yes': true },
        },
      },
    ],
    (index) => (index === 0 ? new UnauthenticatedError() : new NotFoundError('user')),
  );
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    user: { ...userSimple(target), abilities },
  };
}
