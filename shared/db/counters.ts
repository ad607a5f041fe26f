import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { dynamo } from './client';
import { keys } from './keys';

/** Next integer id of an entity type, from an atomic counter (ids may skip after a failed create). */
export async function nextId(type: string): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(type),
      UpdateExpression: 'ADD last_id :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.last_id);
}

/**
 * Moves a type's id counter up to at least `id` (never down), so records made with `nextId` after
 * one written at a fixed id (the demo data's) never take that id.
 */
export async function raiseIdCounter(type: string, id: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.counter(type),
        UpdateExpression: 'SET last_id = :id',
        ConditionExpression: 'attribute_not_exists(last_id) OR last_id < :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
