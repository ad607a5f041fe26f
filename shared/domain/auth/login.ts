import { abilitiesFor } from '../../auth/abilities';
import { issueAccessToken } from '../../auth/access-tokens';
import { verifyPassword } from '../../auth/hashing';
import { ValidationError } from '../../http/errors';
import { type ClientRecord, clientRecords } from '../clients/client-record';
import { CLIENT, type Client } from '../clients/clients';
import { findByEmailOrPhone, USER, type User, type UserSimple, userSimple } from '../users/users';

export interface LoginResult {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
}

const credentialsFailed = () => ValidationError.forField('email_or_phone', 'auth.failed');

/**
 * Signs a client in by e-mail or phone and password.
 * 1. find the client through its unique e-mail or phone marker;
 * 2. verify the scrypt password hash (a miss costs the same time as a wrong password);
 * 3. issue a bearer token with the `client` ability.
 */
export async function loginClient(
  emailOrPhone: string,
  password: string,
): Promise<LoginResult & { client: ClientRecord }> {
  const client = await findByEmailOrPhone<Client>(CLIENT, emailOrPhone);
  const valid = await verifyPassword(password, client?.password_hash);
  if (!client || !valid) throw credentialsFailed();
  const token = await issueAccessToken('client', client.id, ['client']);
  const [record] = await clientRecords([client]);
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    client: record as ClientRecord,
  };
}

/**
 * Signs a staff member in; the token carries the abilities of the user's roles.
 */
export async function loginStaff(
  emailOrPhone: string,
  password: string,
): Promise<LoginResult & { user: UserSimple & { abilities: string[] } }> {
  const user = await findByEmailOrPhone<User>(USER, emailOrPhone);
  const valid = await verifyPassword(password, user?.password_hash);
  if (!user || !valid) throw credentialsFailed();
  const abilities = abilitiesFor(user.roles ?? []);
  const token = await issueAccessToken('user', user.id, abilities);
  return {
    token: token.plainText,
    token_type: 'Bearer',
    expires_at: token.expiresAt,
    user: { ...(userSimple(user) as UserSimple), abilities },
  };
}
