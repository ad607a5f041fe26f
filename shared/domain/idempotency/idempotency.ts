import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txPut } from '../../db/transaction-builder';
import { ValidationError } from '../../errors';

/** How long a key answers its first result (DynamoDB's TTL only cleans up after; `expires_at` decides). */
export const IDEMPOTENCY_HOURS = 24;
const HOUR = 3_600_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** What a stored first result points at: the record the first request made (`{ booking_id: 12 }`). */
export type IdempotentResult = Record<string, string | number>;

/** A request sent with an Idempotency-Key: whose, for which operation, and a hash of what it asked. */
export interface IdempotentRequest {
  /** `<operation>#<user id>`: keys are per caller and per operation. */
  scope: string;
  key: string;
  requestHash: string;
}

/** Thrown when the key's item was written by a request that committed first: answer its result. */
export class IdempotentReplay extends Error {
  constructor() {
    super('idempotent replay');
    this.name = 'IdempotentReplay';
  }
}

/** Object keys sorted at every level, so the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, entry]) => [name, canonical(entry)]),
    );
  return value;
}

/**
 * The idempotent request of a call, or undefined when it sent no key. The key is 1 to 255 visible
 * ASCII characters (else 422 on `Idempotency-Key`); `request` is everything the call asked (path
 * and body), hashed so a reuse of the key for another request is refused.
 */
export function idempotentRequest(
  operation: string,
  userId: number,
  key: string | undefined,
  request: unknown,
): IdempotentRequest | undefined {
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) throw ValidationError.forField('Idempotency-Key', 'validation.regex');
  const requestHash = createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
  return { scope: `${operation}#${userId}`, key, requestHash };
}

/** The first result of the key within its 24 hours; 422 when the key came with another request. */
async function storedResult(request: IdempotentRequest, now: Date): Promise<IdempotentResult | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.idempotency(request.scope, request.key),
      ConsistentRead: true,
    }),
  );
  if (!Item || String(Item.expires_at) <= now.toISOString()) return undefined;
  if (Item.request_hash !== request.requestHash)
    throw ValidationError.forField('Idempotency-Key', 'bookings.idempotency_mismatch');
  return Item.result as IdempotentResult;
}

/**
 * The item that records a key's first result, for the transaction that makes that result: of
 * racing requests with one key exactly one commits (the others' transactions fail on this item's
 * condition and answer the stored result). An expired key may be taken again. Named
 * `idempotency-key`; refused, it answers `IdempotentReplay`.
 */
export function idempotencyPut(request: IdempotentRequest, result: IdempotentResult, now: Date): TxItem {
  const expires = new Date(now.getTime() + IDEMPOTENCY_HOURS * HOUR);
  return {
    ...txPut(
      'idempotency-key',
      {
        ...keys.idempotency(request.scope, request.key),
        entity_type: 'IDEMPOTENCY',
        request_hash: request.requestHash,
        result,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
        ttl: Math.floor(expires.getTime() / 1000),
      },
      { condition: when.or(when.itemAbsent(), when.le('expires_at', now.toISOString())) },
    ),
    refusal: () => new IdempotentReplay(),
  };
}

/**
 * Runs a write once per key: a key seen within 24 hours answers its first result (`answer`), and
 * `write` must put `idempotencyPut` into its own transaction and throw `IdempotentReplay` when
 * that item's condition refused it (a concurrent twin committed first). Without a key, `write` runs.
 */
export async function idempotent<T>(
  request: IdempotentRequest | undefined,
  write: () => Promise<T>,
  answer: (result: IdempotentResult) => Promise<T>,
): Promise<T> {
  if (!request) return write();
  const first = await storedResult(request, new Date());
  if (first) return answer(first);
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof IdempotentReplay)) throw error;
    const replayed = await storedResult(request, new Date());
    if (!replayed) throw error;
    return answer(replayed);
  }
}
