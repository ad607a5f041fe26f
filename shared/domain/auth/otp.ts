import { randomInt } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword, verifyPassword } from '../../auth/hashing';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import { conditionFailureItem, isConditionFailure, transact } from '../../db/transactions';
import { TooManyRequestsError, ValidationError } from '../../errors';
import { type Locale, translate } from '../../i18n';
import { e164, outboxPut } from '../../notifications/outbox';
import { CLIENT } from '../clients/clients';
import { findByUnique, normalizePhone, USER } from '../users/users';

/**
 * Whose codes: a client's (client/send-otp) or a staff member's (system-user/login-send-otp). Each
 * has its own code, throttle and tries per number, so one cannot spend or block the other's.
 */
export type OtpAudience = 'client' | 'user';

const otpKey = (audience: OtpAudience, phone: string) =>
  keys.otp(audience === 'client' ? phone : `USER#${phone}`);

const findOwner = (audience: OtpAudience, phone: string): Promise<{ id: number } | undefined> =>
  audience === 'client' ? findByUnique(CLIENT, 'PHONE', phone) : findByUnique(USER, 'PHONE', phone);

/** The rules of one-time codes. */
export const OTP_RULES = {
  digits: 6,
  validSeconds: 5 * 60,
  maxTries: 5,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
} as const;
const HOUR_MS = 60 * 60 * 1000;

/** The stored state of a phone number's code (the code itself only as a scrypt hash). */
interface OtpItem {
  /** The client's or staff member's id (the name predates staff codes). */
  client_id?: number;
  code_hash?: string;
  tries: number;
  sent_at_ms: number;
  expires_at_ms: number;
  window_started_ms: number;
  sends_in_window: number;
}

export interface OtpSent {
  expires_in: number;
  resend_after: number;
}

async function readOtp(audience: OtpAudience, phone: string): Promise<OtpItem | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: otpKey(audience, phone) }));
  return result.Item as OtpItem | undefined;
}

/** Refuses a send within a minute of the last one, or beyond the hourly limit (429 with the wait). */
function assertMaySend(current: OtpItem | undefined, now: number): void {
  if (!current) return;
  const wait = current.sent_at_ms + OTP_RULES.resendAfterSeconds * 1000 - now;
  if (wait > 0) throw new TooManyRequestsError('auth.otp_wait', { seconds: Math.ceil(wait / 1000) });
  const windowLeft = current.window_started_ms + HOUR_MS - now;
  if (windowLeft > 0 && current.sends_in_window >= OTP_RULES.maxSendsPerHour)
    throw new TooManyRequestsError('auth.otp_send_limit', { minutes: Math.ceil(windowLeft / 60_000) });
}

/**
 * Sends a 6-digit code by SMS to the client (or, for `user`, the staff member) registered with `phone`.
 * 1. the throttle: one code a minute and five an hour per number (429 with the wait);
 * 2. a new code replaces the previous one, with five fresh tries, valid five minutes;
 * 3. the code's hash and the SMS are written in one transaction, conditioned on the state read,
 *    so two sends at once cannot both pass the throttle.
 * A number no client has gets the same answer, the same throttle and no message: the answer never
 * tells whether a number is registered.
 */
export async function sendOtp(
  phoneInput: string,
  locale: Locale,
  audience: OtpAudience = 'client',
): Promise<OtpSent> {
  const phone = normalizePhone(phoneInput);
  const now = Date.now();
  const [client, current] = await Promise.all([findOwner(audience, phone), readOtp(audience, phone)]);
  assertMaySend(current, now);
  const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
  const windowOpen = current !== undefined && now - current.window_started_ms < HOUR_MS;
  const item: OtpItem = {
    ...(client ? { client_id: client.id } : {}),
    code_hash: await hashPassword(code),
    tries: 0,
    sent_at_ms: now,
    expires_at_ms: now + OTP_RULES.validSeconds * 1000,
    window_started_ms: windowOpen ? current.window_started_ms : now,
    sends_in_window: windowOpen ? current.sends_in_window + 1 : 1,
  };
  const message = translate(locale, 'messages.otp_sms', { code, minutes: OTP_RULES.validSeconds / 60 });
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...otpKey(audience, phone),
            entity_type: 'OTP',
            ...item,
            ttl: Math.ceil((now + HOUR_MS) / 1000),
          },
          ...(current
            ? {
                ConditionExpression: 'sent_at_ms = :read',
                ExpressionAttributeValues: { ':read': current.sent_at_ms },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      ...(client ? [outboxPut({ channel: 'sms', to: e164(phone), body: message })] : []),
    ],
    () => new TooManyRequestsError('auth.otp_wait', { seconds: OTP_RULES.resendAfterSeconds }),
  );
  return { expires_in: OTP_RULES.validSeconds, resend_after: OTP_RULES.resendAfterSeconds };
}

/** Counts one try atomically; answers the state after it, or why no try is left. */
async function countTry(audience: OtpAudience, phone: string, now: number): Promise<OtpItem> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: otpKey(audience, phone),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'attribute_exists(code_hash) AND expires_at_ms > :now AND tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': OTP_RULES.maxTries },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return result.Attributes as OtpItem;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const old = conditionFailureItem<OtpItem>(error);
    if (old?.code_hash && old.expires_at_ms > now && old.tries >= OTP_RULES.maxTries)
      throw new TooManyRequestsError('auth.otp_locked');
    throw ValidationError.forField('otp', 'auth.otp_invalid');
  }
}

/**
 * Checks a code: each try is counted before the code is compared, so five wrong tries lock it
 * (429 until a new code is sent); a right code is used up at once (the hash is removed, on the
 * condition that it is still the one compared), so it signs in once. Answers the client's (or
 * staff member's) id.
 */
export async function verifyOtp(
  phoneInput: string,
  code: string,
  audience: OtpAudience = 'client',
): Promise<number> {
  const phone = normalizePhone(phoneInput);
  const item = await countTry(audience, phone, Date.now());
  const valid = await verifyPassword(code, item.code_hash);
  if (!valid || item.client_id === undefined) throw ValidationError.forField('otp', 'auth.otp_invalid');
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: otpKey(audience, phone),
        UpdateExpression: 'REMOVE code_hash',
        ConditionExpression: 'code_hash = :compared',
        ExpressionAttributeValues: { ':compared': item.code_hash },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw ValidationError.forField('otp', 'auth.otp_invalid');
    throw error;
  }
  return item.client_id;
}
