import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { revokeOwnerTokens } from '../../auth/access-tokens';
import { hashPassword, randomText, verifyPassword } from '../../auth/hashing';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { getEntity, updateEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { isConditionFailure, transact } from '../../db/transactions';
import { ConflictError, TooManyRequestsError } from '../../errors';
import { type Locale, translate } from '../../i18n';
import { outboxPut } from '../../notifications/outbox';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { findByUnique } from '../users/users';

/** One new-password mail per address a minute. */
const MAIL_EVERY_SECONDS = 60;
const NEW_PASSWORD_LENGTH = 12;
/** How long a mailed password signs in before it lapses (the current one keeps working meanwhile). */
export const PENDING_PASSWORD_MINUTES = 60;

/**
 * Sets the signed-in client's password (after a code sign-in, or to change it) and ends their other
 * sessions; the session that made the change (`keepTokenId`) stays. A mailed password still
 * pending lapses.
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
    {
      password_hash: await hashPassword(password),
      pending_password_hash: null,
      pending_password_expires_at_ms: null,
    },
    { recordName: 'client', current: client },
  );
  await revokeOwnerTokens('client', clientId, keepTokenId);
}

/**
 * Forgot password: mails the client with this e-mail a new random password, kept as a second,
 * pending hash beside the current one for an hour. Both sign in until one of them is used
 * (`acceptPendingPassword`, `dropPendingPassword`), so whoever knows the address cannot lock the
 * client out, and no session ends now. The pending hash, the mail and the throttle marker are one
 * transaction: at most one mail a minute per address (429 with the wait). An address no client has
 * gets the same answer and throttle and no mail, so the answer never tells whether an address is
 * registered.
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
                UpdateExpression:
                  'SET pending_password_hash = :hash, pending_password_expires_at_ms = :expires, updated_at = :now ADD version :one',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted_at)',
                ExpressionAttributeValues: {
                  ':hash': passwordHash,
                  ':expires': now + PENDING_PASSWORD_MINUTES * 60_000,
                  ':now': new Date(now).toISOString(),
                  ':one': 1,
                },
              },
            },
            outboxPut({
              channel: 'email',
              to: address,
              subject: translate(locale, 'messages.new_password_subject'),
              body: translate(locale, 'messages.new_password_body', {
                name: client.name,
                password,
                minutes: PENDING_PASSWORD_MINUTES,
              }),
            }),
          ]
        : []),
    ],
    (index) => (index === 0 ? throttled() : new ConflictError()),
  );
}

/** The mailed password's hash while it may still sign in, else undefined. */
function livePendingHash(client: ClientEntity | undefined, now = Date.now()): string | undefined {
  if (!client?.pending_password_hash) return undefined;
  return (client.pending_password_expires_at_ms ?? 0) > now ? client.pending_password_hash : undefined;
}

/**
 * The client signed in with the mailed password: it becomes the password, on the condition that it
 * is still the pending one (one write, so racing sign-ins promote it once), and only then every
 * other session ends. Answers false when it no longer signs in (replaced, lapsed or dropped since
 * it was read); a sign-in that lost the race to the same promotion still counts.
 */
async function acceptPendingPassword(clientId: number, pendingHash: string): Promise<boolean> {
  const now = Date.now();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity(CLIENT, clientId),
        UpdateExpression:
          'SET password_hash = :hash, updated_at = :now REMOVE pending_password_hash, pending_password_expires_at_ms ADD version :one',
        ConditionExpression:
          'pending_password_hash = :hash AND pending_password_expires_at_ms > :nowMs AND attribute_not_exists(deleted_at)',
        ExpressionAttributeValues: {
          ':hash': pendingHash,
          ':now': new Date(now).toISOString(),
          ':nowMs': now,
          ':one': 1,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another sign-in with the same mail promoted it a moment ago: this one is as good.
    const current = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.entity(CLIENT, clientId),
        ProjectionExpression: 'password_hash',
        ConsistentRead: true,
      }),
    );
    return current.Item?.password_hash === pendingHash;
  }
  await revokeOwnerTokens('client', clientId);
  return true;
}

/**
 * The client signed in with their current password: a mailed one still pending lapses. Conditioned
 * on the password compared still being the current one; answers false when it was replaced
 * meanwhile (the mailed one was used), so the sign-in fails.
 */
async function dropPendingPassword(clientId: number, currentHash: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entity(CLIENT, clientId),
        UpdateExpression:
          'SET updated_at = :now REMOVE pending_password_hash, pending_password_expires_at_ms ADD version :one',
        ConditionExpression: 'password_hash = :hash',
        ExpressionAttributeValues: { ':hash': currentHash, ':now': new Date().toISOString(), ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Whether the password signs this client in. It is compared with the current hash and with a mailed
 * one still pending, both always (an unknown client, or none pending, costs the same time). The
 * current one drops a pending mailed password; the mailed one becomes the password and ends every
 * other session. Either step is a conditional write, so a sign-in that loses a race fails cleanly.
 */
export async function checkClientPassword(
  client: ClientEntity | undefined,
  password: string,
): Promise<boolean> {
  const pending = livePendingHash(client);
  const [current, mailed] = await Promise.all([
    verifyPassword(password, client?.password_hash),
    verifyPassword(password, pending),
  ]);
  if (!client) return false;
  if (current)
    return client.pending_password_hash
      ? dropPendingPassword(client.id, client.password_hash as string)
      : true;
  return mailed && pending !== undefined ? acceptPendingPassword(client.id, pending) : false;
}
