import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { ConflictError } from '../errors';
import { batchGetItems } from './batch-get';
import { dynamo } from './client';
import type { EntityType } from './entity-type';
import { keys } from './keys';
import { hasLists, listEntryMoves, listedInAll, listSetIds } from './lists';
import { transact } from './transactions';

/** What one backfill run did. */
export interface BackfillResult {
  listed: number;
  alreadyListed: number;
  gone: number;
}

/**
 * Enters one record in the lists of its type it is not in yet (all of them for a record written
 * before its type declared lists; the new ones after a list was added), in one transaction: the
 * record's `list_sets` and version move (conditioned on the version read) with the entries and
 * counts. A record changed meanwhile cancels it; the record is read again and retried. The version
 * moves so that an update computed from the record as read before cannot enter the same lists again.
 */
async function listOne(type: string, item: Record<string, unknown>): Promise<'listed' | 'already' | 'gone'> {
  let current: Record<string, unknown> | undefined = item;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!current || current.deleted_at !== undefined) return 'gone';
    if (listedInAll(type, current)) return 'already';
    try {
      await transact(
        [
          {
            Update: {
              TableName: tableName(),
              Key: keys.entity(type, Number(current.id)),
              UpdateExpression: 'SET list_sets = :lists, #version = :next',
              ConditionExpression: '#version = :version AND attribute_not_exists(deleted_at)',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: {
                ':lists': listSetIds(type),
                ':version': current.version,
                ':next': Number(current.version) + 1,
              },
            },
          },
          ...listEntryMoves(type, current, current),
        ],
        () => new ConflictError(),
      );
      return 'listed';
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      current = (
        await dynamo.send(
          new GetCommand({
            TableName: tableName(),
            Key: keys.entity(type, Number(item.id)),
            ConsistentRead: true,
          }),
        )
      ).Item;
    }
  }
  throw new Error(`${type}#${String(item.id)} kept changing; run the backfill again`);
}

/**
 * Builds the list entries and counts of every live record of `type` written before the type
 * declared its lists or before one of them was added (see README.md "Lists"). Idempotent and safe while
 * the API writes: each record is entered once, in its own transaction, conditioned on its version.
 */
export async function backfillLists(type: EntityType, log: (line: string) => void): Promise<BackfillResult> {
  if (!hasLists(type)) throw new Error(`${type} declares no lists`);
  const result: BackfillResult = { listed: 0, alreadyListed: 0, gone: 0 };
  let startKey: Record<string, unknown> | undefined;
  let seen = 0;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: '#collection = :type',
        ExpressionAttributeNames: { '#collection': 'gsi1pk', '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: { ':type': type },
        ProjectionExpression: '#pk, #sk',
        Limit: 200,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = await batchGetItems(
      (page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    );
    const pending = items.filter((item) => !listedInAll(type, item));
    result.alreadyListed += items.length - pending.length;
    // Eight records at a time: each is its own small transaction.
    for (let start = 0; start < pending.length; start += 8) {
      const outcomes = await Promise.all(pending.slice(start, start + 8).map((item) => listOne(type, item)));
      for (const outcome of outcomes) {
        if (outcome === 'listed') result.listed++;
        else if (outcome === 'already') result.alreadyListed++;
        else result.gone++;
      }
    }
    seen += items.length;
    log(`[backfill] ${type}: ${seen} read, ${result.listed} entered, ${result.alreadyListed} already listed`);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return result;
}
