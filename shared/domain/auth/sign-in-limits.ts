import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import { conditionFailureItem, isConditionFailure, transact } from '../../db/transactions';
import { TooManyRequestsError } from '../../errors';
import { type OutboxMessage, outboxPut } from '../../notifications/outbox';

/** The rules of password sign-ins (client and staff). */
export const SIGN_IN_LIMITS = {
  /** Tries an account name gets before it is locked; a successful sign-in gives them back. */
  freeTries: 5,
  /** The first lock; each lock in a row doubles it, up to `maxLockSeconds`. */
  firstLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  /** An account's tries and lock count are forgotten a day after its last try (TTL). */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Failed sign-ins one source (API key + IP) may make in one window, whatever the accounts. */
  sourceFailures: 100,
  sourceWindowSeconds: 15 * 60,
  /** A try older than this has finished (API Gateway gives up at 29 s): its outcome was recorded or lost. */
  tryLastsSeconds: 30,
} as const;

/** The stored state of one account name. */
interface AccountItem {
  tries?: number;
  last_try_ms?: number;
  locked_until_ms?: number;
  lock_count?: number;
}

/** Who tries to sign in, as the domain sees it: the account name and where the request comes from. */
export interface SignInAttempt {
  /** The normalised account name (`client#email#<address>`); unknown accounts get one too. */
  account: string;
  /** The caller: API key and source IP, as the handler found them. */
  source: string;
}

/** The owner's notice of a lock of `minutes`, when the account is real; never shown to the caller. */
export type LockNotice = (minutes: number) => OutboxMessage | undefined;

const lockSeconds = (locksBefore: number) =>
  Math.min(SIGN_IN_LIMITS.firstLockSeconds * 2 ** locksBefore, SIGN_IN_LIMITS.maxLockSeconds);
// Measured from the moment of answering: a lock set by a later request must not read longer than it is.
const secondsUntil = (ms: number) => Math.max(Math.ceil((ms - Date.now()) / 1000), 1);
const locked = (seconds: number) => new TooManyRequestsError('auth.sign_in_locked', { seconds });
const forgetAt = (now: number) => Math.ceil(now / 1000) + SIGN_IN_LIMITS.forgetAfterSeconds;

/** The account's state, read strongly: what a lock is conditioned on. */
async function readAccount(account: string): Promise<AccountItem> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.signInAccount(account), ConsistentRead: true }),
  );
  return (result.Item ?? {}) as AccountItem;
}

/** Another caller changed the account first (locked it, or a success cleared it). */
class LockRaceLostError extends Error {}

/**
 * Locks the account for its next lock length (doubling with each lock in a row) and, when this call
 * is the one that locks it, queues the owner's notice in the same transaction. Conditioned on the
 * state read, so racing callers lock it once and notify once. Answers the seconds left of the lock.
 */
async function lockAccount(account: string, notice: LockNotice): Promise<number> {
  const now = Date.now();
  const current = await readAccount(account);
  if (current.locked_until_ms !== undefined && current.locked_until_ms > now)
    return secondsUntil(current.locked_until_ms);
  const locks = current.lock_count ?? 0;
  const seconds = lockSeconds(locks);
  const message = notice(Math.ceil(seconds / 60));
  try {
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: keys.signInAccount(account),
            UpdateExpression: 'SET tries = :zero, locked_until_ms = :until, lock_count = :next, #ttl = :ttl',
            ConditionExpression:
              '(attribute_not_exists(locked_until_ms) OR locked_until_ms <= :now) AND tries >= :free AND (attribute_not_exists(lock_count) OR lock_count = :locks)',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: {
              ':zero': 0,
              ':until': now + seconds * 1000,
              ':ttl': forgetAt(now),
              ':next': locks + 1,
              ':now': now,
              ':free': SIGN_IN_LIMITS.freeTries,
              ':locks': locks,
            },
          },
        },
        ...(message ? [outboxPut(message)] : []),
      ],
      () => new LockRaceLostError(),
    );
  } catch (error) {
    if (!(error instanceof LockRaceLostError)) throw error;
    const after = await readAccount(account);
    if (after.locked_until_ms !== undefined && after.locked_until_ms > Date.now())
      return secondsUntil(after.locked_until_ms);
  }
  return seconds;
}

/**
 * Takes one try of the account before its password is compared: refused (429 with the wait) while
 * the account is locked or its free tries are taken, even for the right password. The condition
 * holds under parallel guesses: of twenty at once, only the free tries get through.
 */
async function takeAccountTry(account: string, notice: LockNotice, now: number): Promise<number> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.signInAccount(account),
        UpdateExpression: 'SET #ttl = :ttl, last_try_ms = :now ADD tries :one',
        ConditionExpression:
          '(attribute_not_exists(locked_until_ms) OR locked_until_ms <= :now) AND (attribute_not_exists(tries) OR tries < :free)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':ttl': forgetAt(now),
          ':one': 1,
          ':now': now,
          ':free': SIGN_IN_LIMITS.freeTries,
        },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Number(result.Attributes?.tries ?? 1);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const old = conditionFailureItem<AccountItem>(error) ?? {};
    if (old.locked_until_ms !== undefined && old.locked_until_ms > now)
      throw locked(secondsUntil(old.locked_until_ms));
    // The free tries are taken and no lock is live. While some of them may still be running, wait
    // for their outcome (a success gives them back, the fifth failure locks); once they are all
    // over, the lock their last failure should have set was lost: set it now.
    const triesOver = (old.last_try_ms ?? 0) + SIGN_IN_LIMITS.tryLastsSeconds * 1000;
    if (triesOver > Date.now()) throw locked(secondsUntil(triesOver));
    throw locked(await lockAccount(account, notice));
  }
}

/** Gives back a try that was never compared (the source was refused). */
async function returnAccountTry(account: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.signInAccount(account),
        UpdateExpression: 'ADD tries :minus',
        ConditionExpression: 'tries > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

const sourceKey = (source: string, now: number) =>
  keys.signInSource(source, Math.floor(now / (SIGN_IN_LIMITS.sourceWindowSeconds * 1000)));

/** Takes one of the source's failures of this window before the password is compared (429 when none is left). */
async function takeSourceTry(source: string, now: number): Promise<void> {
  const windowMs = SIGN_IN_LIMITS.sourceWindowSeconds * 1000;
  const windowEnds = (Math.floor(now / windowMs) + 1) * windowMs;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceKey(source, now),
        UpdateExpression: 'SET #ttl = :ttl ADD tries :one',
        ConditionExpression: 'attribute_not_exists(tries) OR tries < :max',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':ttl': Math.ceil(windowEnds / 1000),
          ':one': 1,
          ':max': SIGN_IN_LIMITS.sourceFailures,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw locked(secondsUntil(windowEnds));
  }
}

/** Gives the source back a try that signed in (only failures count against a source). */
async function returnSourceTry(source: string, now: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceKey(source, now),
        UpdateExpression: 'ADD tries :minus',
        ConditionExpression: 'tries > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What the caller reports once the password was compared. */
export interface SignInTry {
  /** The password matched: the account's tries and locks are cleared and the source's try returned. */
  succeeded: () => Promise<void>;
  /** The password did not match: the fifth wrong try in a row locks the account (and notifies its owner). */
  failed: () => Promise<void>;
}

/**
 * Takes one try of the account name and one of the source before a password is compared; throws
 * 429 with `Retry-After` when either is spent. Unknown account names go through the same steps
 * (the notice gives nothing for them), so answers and timing do not tell which accounts exist.
 */
export async function beginSignIn(attempt: SignInAttempt, notice: LockNotice): Promise<SignInTry> {
  const now = Date.now();
  const tries = await takeAccountTry(attempt.account, notice, now);
  try {
    await takeSourceTry(attempt.source, now);
  } catch (error) {
    await returnAccountTry(attempt.account);
    throw error;
  }
  return {
    succeeded: async () => {
      await Promise.all([
        dynamo.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.signInAccount(attempt.account),
            UpdateExpression: 'SET tries = :zero, lock_count = :zero REMOVE locked_until_ms',
            ExpressionAttributeValues: { ':zero': 0 },
          }),
        ),
        returnSourceTry(attempt.source, now),
      ]);
    },
    failed: async () => {
      if (tries >= SIGN_IN_LIMITS.freeTries) await lockAccount(attempt.account, notice);
    },
  };
}
