import { issueAccessToken } from '../../auth/access-tokens';
import { getEntity } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { translate } from '../../i18n';
import { e164, type OutboxMessage } from '../../notifications/outbox';
import { type ClientRecord, clientRecord } from '../clients/client-record';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { findByEmailOrPhone, findByUnique, normalizePhone } from '../users/users';
import { verifyOtp } from './otp';
import { checkClientPassword } from './passwords';
import { beginSignIn, type LockNotice } from './sign-in-limits';

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

/** The account name an e-mail-or-phone value stands for, the way the unique markers spell it. */
export function emailOrPhoneName(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? `email#${trimmed.toLowerCase()}` : `phone#${normalizePhone(trimmed)}`;
}

/** The normalised account name the sign-in limits count by: the same for every route and spelling. */
function clientAccountName(identifier: ClientIdentifier): string {
  switch (identifier.field) {
    case 'email_or_phone':
      return `client#${emailOrPhoneName(identifier.value)}`;
    case 'phone':
      return `client#phone#${normalizePhone(identifier.value)}`;
    case 'national_id':
      return `client#national_id#${identifier.nationalityId}#${identifier.nationalId}`;
  }
}

/** The notice of a lock, in English and Arabic (the owner's language is not known; the caller's does not count). */
export function lockNotice(
  owner: { name: string; email?: string | null; phone?: string | number | null } | undefined,
): LockNotice {
  return (minutes) => {
    if (!owner) return undefined;
    const text = (locale: 'en' | 'ar') =>
      translate(locale, 'messages.sign_in_locked_body', { name: owner.name, minutes });
    const body = `${text('en')}\n\n${text('ar')}`;
    const message: OutboxMessage | undefined = owner.email
      ? {
          channel: 'email',
          to: owner.email,
          subject: `${translate('en', 'messages.sign_in_locked_subject')} / ${translate('ar', 'messages.sign_in_locked_subject')}`,
          body,
        }
      : owner.phone
        ? { channel: 'sms', to: e164(String(owner.phone)), body }
        : undefined;
    return message;
  };
}

/**
 * Signs a client in.
 * 1. find the client through the unique marker of the identifier sent (its address for a lock notice);
 * 2. take one try of the account name and of the source (429 with `Retry-After` while locked,
 *    before any password is compared; see sign-in-limits.ts);
 * 3. compare the password with the current one and a mailed one still pending (`checkClientPassword`);
 * 4. issue a bearer token with the `client` ability.
 * Wrong credentials: 422 on the identifier's field, "These credentials do not match our records."
 */
export async function loginClient(
  identifier: ClientIdentifier,
  password: string,
  source: string,
): Promise<LoginResult & { client: ClientRecord }> {
  const client = await findClient(identifier);
  const signIn = await beginSignIn(
    { account: clientAccountName(identifier), source },
    lockNotice(client ? { name: client.name, email: client.email, phone: client.phone } : undefined),
  );
  const accepted = await checkClientPassword(client, password);
  if (!client || !accepted) {
    await signIn.failed();
    throw ValidationError.forField(identifier.field, 'auth.failed');
  }
  await signIn.succeeded();
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
