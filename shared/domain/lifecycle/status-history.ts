import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { type EntityRef, keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import type { Actor } from './lifecycle';

export const STATUS_CHANGE = 'STATUS_CHANGE';

/** Who made a change, as the history keeps it (a staff user's abilities are not kept). */
export type ActorRef = { kind: 'client' | 'staff'; id: number } | { kind: 'system'; name: string };

/** One entry of a record's status history. */
export interface StatusChange {
  /** The record's version after the change: orders the history and lets each entry be written once. */
  version: number;
  action: string;
  from: string;
  to: string;
  by: ActorRef;
  at: string;
  reason: string | null;
}

/** The actor as the history names it. */
export const actorRef = (actor: Actor): ActorRef =>
  actor.kind === 'system' ? { kind: 'system', name: actor.name } : { kind: actor.kind, id: actor.id };

/**
 * The transaction item that records one status change, for the transaction that changes the record
 * (conditioned on the record's version, so a change is recorded exactly when it lands). Written at
 * most once per version.
 */
export function statusChangePut(entity: EntityRef, change: StatusChange): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.statusChange(entity, change.version), entity_type: STATUS_CHANGE, ...change },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A record's status changes, oldest first (one query on the record's own partition). */
export async function statusHistory(entity: EntityRef): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result: QueryCommandOutput = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: {
          ':pk': keys.statusChange(entity, 0).pk,
          ':prefix': keys.statusChangePrefix(),
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? [])
      changes.push({
        version: Number(item.version),
        action: String(item.action),
        from: String(item.from),
        to: String(item.to),
        by: item.by as ActorRef,
        at: String(item.at),
        reason: (item.reason as string | null | undefined) ?? null,
      });
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return changes;
}
