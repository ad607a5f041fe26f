import { abilitiesFor } from '../../auth/abilities';
import { issueAccessToken } from '../../auth/access-tokens';
import { verifyPassword } from '../../auth/hashing';
import { findEntity } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import {
  findByEmailOrPhone,
  findByUnique,
  normalizePhone,
  USER,
  type UserEntity,
  type UserSimple,
  userSimple,
} from '../users/users';
import { emailOrPhoneName, type LoginResult, lockNotice } from './login';
import { verifyOtp } from './otp';
import { beginSignIn, type SignInTry } from './sign-in-limits';

/** What a staff sign-in answers: the token and the user with the abilities it carries. */
export type StaffLoginResult = LoginResult & { user: UserSimple & { abilities: string[] } };

/**
 * The account name a staff password try counts against: the user's id when the account exists, so
 * guesses by e-mail, by phone and on delete-account share one lock; the name as spelled otherwise.
 */
export const staffAccountName = (user: UserEntity | undefined, spelled: string): string =>
  user ? `user#id#${user.id}` : `user#${spelled}`;

/**
 * Takes one try of a staff account before its password is compared (429 while locked; see
 * sign-in-limits.ts). Every staff password path goes through it: login, login by password,
 * delete-account.
 */
export function beginStaffPasswordTry(
  user: UserEntity | undefined,
  spelled: string,
  source: string,
): Promise<SignInTry> {
  return beginSignIn(
    { account: staffAccountName(user, spelled), source },
    lockNotice(user ? { name: user.name, email: user.email, phone: user.phone } : undefined),
  );
}

/** Compares a staff password under the sign-in limits; a wrong one is a 422 on `field`. */
async function checkStaffPassword(
  user: UserEntity | undefined,
  spelled: string,
  password: string,
  source: string,
  field: string,
): Promise<UserEntity> {
  const signIn = await beginStaffPasswordTry(user, spelled, source);
  const valid = await verifyPassword(password, user?.password_hash);
  if (!user || !valid) {
    await signIn.failed();
    throw ValidationError.forField(field, 'auth.failed');
  }
  await signIn.succeeded();
  return user;
}

/** Issues a bearer token carrying the abilities of the user's roles, to a staff member whose identity was proven. */
export async function signInStaff(user: UserEntity): Promise<StaffLoginResult> {
  const abilities = abilitiesFor(user.roles ?? []);
  const token = await issueAccessToken('user', user.id, abilities);
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    user: { ...userSimple(user), abilities },
  };
}

/**
 * Signs a staff member in by e-mail or phone and password, under the same sign-in limits as
 * clients; the token carries the abilities of the user's roles.
 */
export async function loginStaff(
  emailOrPhone: string,
  password: string,
  source: string,
): Promise<StaffLoginResult> {
  const user = await findByEmailOrPhone(USER, emailOrPhone);
  return signInStaff(
    await checkStaffPassword(user, emailOrPhoneName(emailOrPhone), password, source, 'email_or_phone'),
  );
}

/** Signs a staff member in by phone and password (the app's phone sign-in), under the same limits. */
export async function loginStaffByPhone(
  phone: string,
  password: string,
  source: string,
): Promise<StaffLoginResult> {
  const digits = normalizePhone(phone);
  const user = await findByUnique(USER, 'PHONE', digits);
  return signInStaff(await checkStaffPassword(user, `phone#${digits}`, password, source, 'phone'));
}

/**
 * Signs a staff member in with the code login-send-otp texted to their phone (422 on `otp` for a
 * wrong, spent or expired code; 429 after five wrong tries, as the client codes).
 */
export async function loginStaffByOtp(phone: string, code: string): Promise<StaffLoginResult> {
  const userId = await verifyOtp(phone, code, 'user');
  // An account deleted since the code was sent does not sign in.
  const user = await findEntity(USER, userId);
  if (!user) throw ValidationError.forField('otp', 'auth.otp_invalid');
  return signInStaff(user);
}
