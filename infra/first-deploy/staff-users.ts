import { hashPassword, randomText } from '../../shared/auth/hashing';
import { type AlsoItems, createEntity } from '../../shared/db/entity-store';
import { indexRoleMembers } from '../../shared/domain/acceptances/role-members';
import { findByUnique, USER, type UserEntity, userUniques } from '../../shared/domain/users/users';
import { ValidationError } from '../../shared/errors';
import { FirstDeployRefusalError } from './step';

/** A one-time password: 20 characters of [A-Za-z0-9] (about 119 bits). */
export const oneTimePassword = (): string => randomText(20);

/**
 * The staff user of this e-mail when it already holds `role` (the one an earlier run made); undefined
 * when no user has the e-mail. A user who has it without the role is someone else's account: the
 * command refuses, it never changes an account.
 */
export async function existingHolder(email: string, role: string): Promise<UserEntity | undefined> {
  const user = await findByUnique(USER, 'EMAIL', email.toLowerCase());
  if (!user) return undefined;
  if ((user.roles ?? []).includes(role)) return user;
  throw new FirstDeployRefusalError(
    `${email} is user #${user.id} (${user.name}), who does not hold the ${role} role: nothing was changed; choose another e-mail`,
  );
}

/**
 * Creates a staff user holding `roles` with the password hashed as the API hashes it, the e-mail's
 * and phone's unique markers in the same transaction (a concurrent run with the same e-mail fails
 * there), and `also` (a mail to send only if the user is written); then indexes the roles' members.
 */
export async function createStaffUser(
  user: { name: string; email: string; job_title: string; roles: string[] },
  password: string,
  also: AlsoItems = [],
): Promise<UserEntity> {
  const attributes = {
    name: user.name,
    email: user.email.toLowerCase(),
    phone: null,
    job_title: user.job_title,
    id_number: null,
    roles: user.roles,
    password_hash: await hashPassword(password),
    row_scope: user.roles.includes('admin') ? ('all' as const) : ('own' as const),
  };
  let created: UserEntity;
  try {
    created = await createEntity(USER, attributes, { uniques: userUniques(attributes), also });
  } catch (error) {
    if (error instanceof ValidationError)
      throw new FirstDeployRefusalError(
        `${user.email} was taken meanwhile by another run: nothing was changed`,
      );
    throw error;
  }
  // Who holds a role is read from its member index (approval reviewers, the admin as the fallback one).
  await indexRoleMembers(created.id, user.roles);
  return created;
}
