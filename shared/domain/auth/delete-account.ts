import { ownerTokenIds, revokeOwnerTokens, tokenRevokeItems } from '../../auth/access-tokens';
import { verifyPassword } from '../../auth/hashing';
import { findEntity, softDeleteEntity } from '../../db/entity-store';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../errors';
import { forgetPushDevicesItems } from '../notifications/push-devices';
import { DELETED_USER_NAME, USER, userUniques } from '../users/users';
import { beginStaffPasswordTry } from './staff-login';

/**
 * Sessions ended inside the delete's transaction (two items each); the record, its markers, lists
 * and push devices (at most 11 items) take the rest of the room.
 */
const TOKENS_IN_TRANSACTION = 35;

/**
 * Deletes the signed-in staff member's own account.
 * 1. the password is confirmed under the sign-in limits of the account (the same lock as its
 *    login: 429 while locked, a wrong one is a 422 on `password`);
 * 2. one transaction, conditioned on the version read: the record is soft-deleted and anonymised
 *    (name "Deleted user"; e-mail, phone, id number, job title, password, person link and row
 *    scope removed), its e-mail and phone markers released, its lists left, its push devices
 *    forgotten (their tokens free for whoever registers them) and its sessions ended (up to 35 in the transaction, any others right after; the bearer check refuses every token of
 *    a deleted owner anyway). Records that name the user keep the id and show the placeholder.
 * The account never signs in again: nothing finds it by e-mail or phone, it has no password, and
 * a code sent before is refused.
 */
export async function deleteOwnAccount(
  userId: number,
  password: string,
  source: string,
): Promise<{ deleted: true }> {
  // A token of an account deleted a moment ago (a parallel delete) is as good as revoked.
  const user = await findEntity(USER, userId);
  if (!user) throw new UnauthenticatedError();
  const signIn = await beginStaffPasswordTry(user, '', source);
  if (!(await verifyPassword(password, user.password_hash))) {
    await signIn.failed();
    throw ValidationError.forField('password', 'auth.password_wrong');
  }
  await signIn.succeeded();
  const [tokenIds, forgetDevices] = await Promise.all([
    ownerTokenIds('user', userId, TOKENS_IN_TRANSACTION),
    forgetPushDevicesItems(userId),
  ]);
  try {
    await softDeleteEntity(USER, user, {
      recordName: 'user',
      uniques: userUniques(user),
      changes: {
        name: DELETED_USER_NAME,
        email: null,
        phone: null,
        id_number: null,
        job_title: null,
        password_hash: null,
        person_id: null,
        row_scope: null,
        project_ids: null,
        department_id: null,
        anonymised_at: new Date().toISOString(),
      },
      also: [...tokenIds.flatMap((tokenId) => tokenRevokeItems('user', userId, tokenId)), ...forgetDevices],
    });
  } catch (error) {
    // A parallel delete with the same session landed first: this token's account is gone.
    if (error instanceof ConflictError && !(await findEntity(USER, userId))) throw new UnauthenticatedError();
    throw error;
  }
  await revokeOwnerTokens('user', userId);
  return { deleted: true };
}
