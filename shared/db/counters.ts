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
