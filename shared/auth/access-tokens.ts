import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { intEnv, tableName } from '../config/env';
import { dynamo } from '../db/client';
import { nextId } from '../db/counters';
import { keys } from '../db/keys';
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

/**
 * Issues a Sanctum-style token `<id>|<48 random characters>`. Only the SHA-256 of the random part is
 * stored; the item expires through the table's TTL as well as by the check in `verifyAccessToken`.
 */
export async function issueAccessToken(
  ownerType: TokenOwnerType,
  ownerId: number,
  abilities: string[],
): Promise<{ plainText: string; expiresAt: string }> {
  const tokenId = await nextId('TOKEN');
  const secret = randomText(48);
  const expires = new Date(Date.now() + ttlMinutes() * 60_000);
  await dynamo.send(
    new PutCommand({
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
        ttl: Math.ceil(expires.getTime() / 1000),
      },
    }),
  );
  return { plainText: `${tokenId}|${secret}`, expiresAt: expires.toISOString() };
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

/** Revokes a token at once (logout). */
export async function revokeAccessToken(tokenId: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.accessToken(tokenId) }));
}
