import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { sha256 } from '../../auth/hashing';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import { type TransactItem, transact } from '../../db/transactions';
import { ConflictError } from '../../errors';
import type { Locale } from '../../i18n';
import type { PushDevice, PushPlatform } from '../../notifications/push-device';

export { PUSH_PLATFORMS } from '../../notifications/push-device';

/**
 * Devices kept per staff member: the most recently registered ones; registering one more drops the
 * oldest (a phone replaced is never refused, and a push fans out to a bounded number of devices).
 */
export const MAX_PUSH_DEVICES = 5;

/** A staff member's push devices, oldest first, with the version of the item that holds them. */
export async function pushDevicesOf(userId: number): Promise<{ devices: PushDevice[]; version: number }> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.pushDevices(userId) }),
  );
  return { devices: (Item?.devices as PushDevice[] | undefined) ?? [], version: Number(Item?.version ?? 0) };
}

/** The write of a user's devices, conditioned on the version read (0: none stored yet). */
function devicesWrite(userId: number, devices: PushDevice[], version: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.pushDevices(userId),
        entity_type: 'PUSH_DEVICES',
        user_id: userId,
        devices,
        version: version + 1,
      },
      ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
      ...(version === 0
        ? {}
        : {
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': version },
          }),
    },
  };
}

/** The marker naming a token's owner, written only if the owner is still the one read. */
function markerWrite(tokenHash: string, userId: number, previousOwner: number | undefined): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.pushToken(tokenHash), entity_type: 'PUSH_TOKEN', user_id: userId },
      ConditionExpression: previousOwner === undefined ? 'attribute_not_exists(pk)' : 'user_id = :previous',
      ...(previousOwner === undefined ? {} : { ExpressionAttributeValues: { ':previous': previousOwner } }),
    },
  };
}

/**
 * Registrations of one token racing each other: each lost race reads the owners again, enough times
 * for 20 at once on a loaded machine; past that the caller gets a 409 to retry.
 */
const REGISTER_ATTEMPTS = 25;

/**
 * Registers a device token for a staff member (update push-notification token). A token belongs to
 * one staff member: registering it moves it from whoever held it, in one transaction that writes
 * its owner marker, the new owner's devices and the previous owner's, each conditioned on what was
 * read. Past `MAX_PUSH_DEVICES` the oldest device is dropped in the same transaction.
 */
export async function registerPushToken(
  userId: number,
  token: string,
  platform: PushPlatform,
  locale: Locale,
): Promise<{ platform: PushPlatform; registered: true }> {
  const tokenHash = sha256(token);
  for (let attempt = 1; ; attempt++) {
    const [marker, mine] = await Promise.all([
      dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.pushToken(tokenHash) })),
      pushDevicesOf(userId),
    ]);
    const previousOwner = marker.Item ? Number(marker.Item.user_id) : undefined;
    const device: PushDevice = {
      token_hash: tokenHash,
      token,
      platform,
      locale,
      registered_at: new Date().toISOString(),
    };
    const next = [...mine.devices.filter((known) => known.token_hash !== tokenHash), device];
    const dropped = next.slice(0, Math.max(0, next.length - MAX_PUSH_DEVICES));
    const items: TransactItem[] = [
      markerWrite(tokenHash, userId, previousOwner),
      devicesWrite(userId, next.slice(-MAX_PUSH_DEVICES), mine.version),
      ...dropped.map(
        (old): TransactItem => ({
          Delete: {
            TableName: tableName(),
            Key: keys.pushToken(old.token_hash),
            ConditionExpression: 'user_id = :me',
            ExpressionAttributeValues: { ':me': userId },
          },
        }),
      ),
    ];
    if (previousOwner !== undefined && previousOwner !== userId) {
      const theirs = await pushDevicesOf(previousOwner);
      items.push(
        devicesWrite(
          previousOwner,
          theirs.devices.filter((known) => known.token_hash !== tokenHash),
          theirs.version,
        ),
      );
    }
    try {
      await transact(items, () => new ConflictError());
      return { platform, registered: true };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= REGISTER_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 6)));
    }
  }
}

/**
 * The writes that forget a staff member's devices (a deleted account): their devices item, under the
 * version read, and each token's owner marker while it still names them. A token moved meanwhile
 * fails the transaction they join (409), and a retry reads the devices again.
 */
export async function forgetPushDevicesItems(userId: number): Promise<TransactItem[]> {
  const { devices, version } = await pushDevicesOf(userId);
  if (version === 0) return [];
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.pushDevices(userId),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      },
    },
    ...devices.map(
      (device): TransactItem => ({
        Delete: {
          TableName: tableName(),
          Key: keys.pushToken(device.token_hash),
          ConditionExpression: 'user_id = :me',
          ExpressionAttributeValues: { ':me': userId },
        },
      }),
    ),
  ];
}
