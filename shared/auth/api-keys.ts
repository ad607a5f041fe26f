import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { dynamo } from '../db/client';
import { keys } from '../db/keys';
import { isConditionFailure } from '../db/transactions';
import { digestsEqual, sha256 } from './hashing';

/**
 * A partner key pair. The `x-api-key` value is the API Gateway usage-plan key; its paired
 * `x-secret-key` is stored here only as a SHA-256 digest. Scopes name the surfaces the key may call
 * (`client`, `system`, `system-user`, `integrations:<group>`) plus extra grants such as
 * `unit-password:read`.
 */
export interface ApiKeyRecord {
  name: string;
  scopes: string[];
  enabled: boolean;
}

const CACHE_MS = 60_000;
const cache = new Map<
  string,
  { record: (ApiKeyRecord & { secretHash: string }) | undefined; until: number }
>();

/**
 * Stores a key pair (hashes only). Used by the seed and by operations tooling. A key holds one
 * secret: pairing it again replaces it (a rotation), unless `ifUnpaired`, which writes only a key
 * not paired yet and answers false, writing nothing, for one that is.
 */
export async function saveApiKey(
  apiKey: string,
  secret: string,
  record: ApiKeyRecord,
  options: { ifUnpaired?: boolean } = {},
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.apiKey(sha256(apiKey)),
          entity_type: 'APIKEY',
          secret_hash: sha256(secret),
          ...record,
          created_at: new Date().toISOString(),
        },
        ...(options.ifUnpaired ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
  } catch (error) {
    if (options.ifUnpaired && isConditionFailure(error)) return false;
    throw error;
  }
  cache.delete(sha256(apiKey));
  return true;
}

/** The key's record (cached for a minute per container), or undefined when unknown. */
export async function findApiKey(
  apiKey: string,
): Promise<(ApiKeyRecord & { secretHash: string }) | undefined> {
  const keyHash = sha256(apiKey);
  const cached = cache.get(keyHash);
  if (cached && cached.until > Date.now()) return cached.record;
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.apiKey(keyHash) }));
  const item = result.Item;
  const record = item
    ? {
        name: String(item.name),
        scopes: (item.scopes as string[]) ?? [],
        enabled: item.enabled !== false,
        secretHash: String(item.secret_hash),
      }
    : undefined;
  cache.set(keyHash, { record, until: Date.now() + CACHE_MS });
  return record;
}

/** True when `secret` is the key's paired secret (constant-time comparison of digests). */
export const secretMatches = (record: { secretHash: string }, secret: string): boolean =>
  digestsEqual(record.secretHash, sha256(secret));

/** True when the key holds `scope` (a surface, `integrations:<group>`, or a grant such as `unit-password:read`). */
export const keyHasScope = (record: ApiKeyRecord, scope: string): boolean =>
  record.enabled && (record.scopes.includes(scope) || record.scopes.includes('*'));
