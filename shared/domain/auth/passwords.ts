import { revokeOwnerTokens } from '../../auth/access-tokens';
import { hashPassword, randomText } from '../../auth/hashing';
import { tableName } from '../../config/env';
import { getEntity, updateEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { transact } from '../../db/transactions';
import { ConflictError, TooManyRequestsError } from '../../errors';
import { type Locale, translate } from '../../i18n';
import { outboxPut } from '../../notifications/outbox';
import { CLIENT } from '../clients/clients';
import { findByUnique } from '../users/users';

/** One new-password mail per address a minute. */
const MAIL_EVERY_SECONDS = 60;
const NEW_PASSWORD_LENGTH = 12;

/**
 * Sets the signed-in client's password (after a code sign-in, or to change it) and ends their other
 * sessions; the session that made the change (`keepTokenId`) stays.
 */
export async function setClientPassword(
  clientId: number,
  password: string,
  keepTokenId?: number,
): Promise<void> {
  const client = await getEntity(CLIENT, clientId, 'client');
  await updateEntity(
    CLIENT,
    clientId,
    { password_hash: await hashPassword(password) },
    { recordName: 'client', current: client },
  );
  await revokeOwnerTokens('client', clientId, keepTokenId);
}

/**
 * Forgot password: gives the client with this e-mail a new random password and mails it.
 * The new hash, the mail and the throttle marker are one transaction: the password only changes
 * if the mail is queued, and at most once a minute per address (429 with the wait); every session
 * of the client ends. An address
 * no client has gets the same answer and throttle and no mail, so the answer never tells whether
 * an address is registered.
 */
export async function sendNewPassword(email: string, locale: Locale): Promise<void> {
  const address = email.toLowerCase();
  const now = Date.now();
  const client = await findByUnique(CLIENT, 'EMAIL', address);
  const password = randomText(NEW_PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  const throttled = () =>
    new TooManyRequestsError('auth.password_mail_wait', { seconds: MAIL_EVERY_SECONDS });
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.throttle('forgot-password', address),
            sent_at_ms: now,
            ttl: Math.ceil(now / 1000) + MAIL_EVERY_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR sent_at_ms <= :cutoff',
          ExpressionAttributeValues: { ':cutoff': now - MAIL_EVERY_SECONDS * 1000 },
        },
      },
      ...(client
        ? [
            {
              Update: {
                TableName: tableName(),
                Key: keys.entity(CLIENT, client.id),
                UpdateExpression: 'SET password_hash = :hash, updated_at = :now ADD version :one',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: {
                  ':hash': passwordHash,
                  ':now': new Date(now).toISOString(),
                  ':one': 1,
                },
              },
            },
            outboxPut({
              channel: 'email',
              to: address,
              subject: translate(locale, 'messages.new_password_subject'),
              body: translate(locale, 'messages.new_password_body', { name: client.name, password }),
            }),
          ]
        : []),
    ],
    (index) => (index === 0 ? throttled() : new ConflictError()),
  );
  // The old password no longer works: neither do the sessions opened with it.
  if (client) await revokeOwnerTokens('client', client.id);
}
