import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/** How many live entities of a type exist, kept by the same transactions that create and delete them. */
export async function totalOf(type: string): Promise<number> {
  const result = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.counter(type),
      ProjectionExpression: '#total',
      ExpressionAttributeNames: { '#total': 'total' },
    }),
  );
  return Number(result.Item?.total ?? 0);
}

/** The transaction item that moves a type's total by `delta`. */
export function totalChange(type: string, delta: 1 | -1) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.counter(type),
      UpdateExpression: 'ADD #total :delta',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}
