import { abilitiesFor } from '../../auth/abilities';
import { issueAccessToken } from '../../auth/access-tokens';
import { verifyPassword } from '../../auth/hashing';
import { getEntity } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { type ClientRecord, clientRecord } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import {
  findByEmailOrPhone,
  findByUnique,
  normalizePhone,
  USER,
  type UserSimple,
  userSimple,
} from '../users/users';
import { verifyOtp } from './otp';

export interface LoginResult {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
}

/** How a client names their account: e-mail or phone, phone alone, or national id with nationality. */
export type ClientIdentifier =
  | { field: 'email_or_phone'; value: string }
  | { field: 'phone'; value: string }
  | { field: 'national_id'; nationalId: number; nationalityId: number };

function findClient(identifier: ClientIdentifier) {
  switch (identifier.field) {
    case 'email_or_phone':
      return findByEmailOrPhone(CLIENT, identifier.value);
    case 'phone':
      return findByUnique(CLIENT, 'PHONE', normalizePhone(identifier.value));
    case 'national_id':
      return findByUnique(CLIENT, 'NATIONAL_ID', `${identifier.nationalityId}#${identifier.nationalId}`);
  }
}

/**
 * Signs a client in.
 * 1. find the client through the unique marker of the identifier sent;
 * 2. verify the scrypt password hash (a miss costs the same time as a wrong password);
 * 3. issue a bearer token with the `client` ability.
 * Wrong credentials: 422 on the identifier's field, "These credentials do not match our records."
 */
export async function loginClient(
  identifier: ClientIdentifier,
  password: string,
): Promise<LoginResult & { client: ClientRecord }> {
  const client = await findClient(identifier);
  const valid = await verifyPassword(password, client?.password_hash);
  if (!client || !valid) throw ValidationError.forField(identifier.field, 'auth.failed');
  return signInClient(client);
}

/** Signs a client in with the code sent to their phone (422 on `otp` for a wrong or spent code). */
export async function loginClientByOtp(
  phone: string,
  code: string,
): Promise<LoginResult & { client: ClientRecord }> {
  const clientId = await verifyOtp(phone, code);
  return signInClient(await getEntity(CLIENT, clientId, 'client'));
}

/** Issues a bearer token with the `client` ability to a client whose identity was proven. */
async function signInClient(client: ClientEntity): Promise<LoginResult & { client: ClientRecord }> {
  const token = await issueAccessToken('client', client.id, ['client']);
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    client: await clientRecord(client),
  };
}

/** Signs a staff member in by e-mail or phone; the token carries the abilities of the user's roles. */
export async function loginStaff(
  emailOrPhone: string,
  password: string,
): Promise<LoginResult & { user: UserSimple & { abilities: string[] } }> {
  const user = await findByEmailOrPhone(USER, emailOrPhone);
  const valid = await verifyPassword(password, user?.password_hash);
  if (!user || !valid) throw ValidationError.forField('email_or_phone', 'auth.failed');
  const abilities = abilitiesFor(user.roles ?? []);
  const token = await issueAccessToken('user', user.id, abilities);
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    user: { ...userSimple(user), abilities },
  };
}
