import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { intEnv, tableName } from '../config/env';
import { dynamo } from '../db/client';
import { nextId } from '../db/counters';
import { keys } from '../db/keys';
import type { TransactItem } from '../db/transactions';
import { digestsEqual, randomText, sha256 } from './hashing';

/** Who a bearer token speaks for. */
export type TokenOwnerType = 'client' | 'user';

export interface AccessToken {
  tokenId: number;
  ownerType: TokenOwnerType;
  ownerId: number;
  abilities: string[];
  expiresAt: string;
}

/** Token lifetime in minutes (default 30 days), from env ACCESS_TOKEN_TTL_MINUTES. */
const ttlMinutes = () => intEnv('ACCESS_TOKEN_TTL_MINUTES', 60 * 24 * 30);

/** A token ready to be written: its plain text (shown once), expiry and the items that store it. */
export interface PreparedAccessToken {
  plainText: string;
  expiresAt: string;
  items: TransactItem[];
}

/**
 * Prepares a Sanctum-style token `<id>|<48 random characters>` without writing it, for a caller's
 * transaction (switch-account revokes the old token in the one that issues the new). Only the
 * SHA-256 of the random part is stored; the token and its entry in the owner's list (to end every
 * session at once) go together, and expire through the table's TTL as well as by `verifyAccessToken`.
 */
export async function prepareAccessToken(
  ownerType: TokenOwnerType,
  ownerId: number,
  abilities: string[],
): Promise<PreparedAccessToken> {
  const tokenId = await nextId('TOKEN');
  const secret = randomText(48);
  const expires = new Date(Date.now() + ttlMinutes() * 60_000);
  const ttl = Math.ceil(expires.getTime() / 1000);
  return {
    plainText: `${tokenId}|${secret}`,
    expiresAt: expires.toISOString(),
    items: [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.accessToken(tokenId),
            entity_type: 'TOKEN',
            token_hash: sha256(secret),
            owner_type: ownerType,
            owner_id: ownerId,
            abilities,
            created_at: new Date().toISOString(),
            expires_at: expires.toISOString(),
            ttl,
          },
        },
      },
      { Put: { TableName: tableName(), Item: { ...keys.ownerToken(ownerType, ownerId, tokenId), ttl } } },
    ],
  };
}

/** Issues a bearer token (see `prepareAccessToken`) and writes it. */
export async function issueAccessToken(
  ownerType: TokenOwnerType,
  ownerId: number,
  abilities: string[],
): Promise<{ plainText: string; expiresAt: string }> {
  const token = await prepareAccessToken(ownerType, ownerId, abilities);
  await dynamo.send(new TransactWriteCommand({ TransactItems: token.items }));
  return { plainText: token.plainText, expiresAt: token.expiresAt };
}

/** The token behind a bearer value, or undefined when it is malformed, unknown, wrong, expired or revoked. */
export async function verifyAccessToken(plainText: string): Promise<AccessToken | undefined> {
  const match = /^(\d{1,15})\|([A-Za-z0-9]{40,80})$/.exec(plainText);
  if (!match) return undefined;
  const tokenId = Number(match[1]);
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.accessToken(tokenId) }),
  );
  const item = result.Item;
  if (!item || !digestsEqual(String(item.token_hash), sha256(match[2] as string))) return undefined;
  if (Date.parse(String(item.expires_at)) <= Date.now()) return undefined;
  return {
    tokenId,
    ownerType: item.owner_type as TokenOwnerType,
    ownerId: Number(item.owner_id),
    abilities: (item.abilities as string[]) ?? [],
    expiresAt: String(item.expires_at),
  };
}

/** The ids of an owner's live sessions, oldest first (at most `limit` when given). */
export async function ownerTokenIds(
  ownerType: TokenOwnerType,
  ownerId: number,
  limit?: number,
): Promise<number[]> {
  const { pk } = keys.ownerToken(ownerType, ownerId, 0);
  const ids: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk',
        ExclusiveStartKey: startKey,
        ...(limit !== undefined ? { Limit: limit - ids.length } : {}),
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => Number(String(item.sk).split('#')[1])));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (limit === undefined || ids.length < limit));
  return ids;
}

/**
 * The two Deletes that revoke one token inside a caller's transaction (the token and its list
 * entry). With `mustExist` the transaction only lands while the token is still there, so of two
 * requests spending the same token (switch-account) one lands.
 */
export function tokenRevokeItems(
  ownerType: TokenOwnerType,
  ownerId: number,
  tokenId: number,
  options: { mustExist?: boolean } = {},
): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.accessToken(tokenId),
        ...(options.mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
      },
    },
    { Delete: { TableName: tableName(), Key: keys.ownerToken(ownerType, ownerId, tokenId) } },
  ];
}

/** Revokes a token at once (logout). */
export async function revokeAccessToken(tokenId: number): Promise<void> {
  const result = await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.accessToken(tokenId), ReturnValues: 'ALL_OLD' }),
  );
  const owner = result.Attributes;
  if (owner)
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.ownerToken(owner.owner_type as TokenOwnerType, Number(owner.owner_id), tokenId),
      }),
    );
}

/** Ends every session of an owner but `keep` (after a password change): their tokens are refused at once. */
export async function revokeOwnerTokens(
  ownerType: TokenOwnerType,
  ownerId: number,
  keep?: number,
): Promise<void> {
  const ids = (await ownerTokenIds(ownerType, ownerId)).filter((id) => id !== keep);
  await Promise.all(ids.map(revokeAccessToken));
}
