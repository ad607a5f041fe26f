import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { keys } from '../../shared/db/keys';
import type { BulkListEntries } from './bulk-lists';

/** Writes items in batches of 25, eight batches at a time, retrying what DynamoDB leaves unprocessed. */
export async function batchWrite(items: Array<Record<string, unknown>>): Promise<void> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let requests: unknown[] | undefined = (batches[next++] ?? []).map((Item) => ({
          PutRequest: { Item },
        }));
        while (requests && requests.length > 0) {
          const result: BatchWriteCommandOutput = await dynamo.send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }),
          );
          requests = result.UnprocessedItems?.[tableName()];
        }
      }
    }),
  );
}

/** How many records of a type the table holds and the last id given: where a bulk fill goes on from. */
export async function collectionSize(type: string): Promise<{ existing: number; lastId: number }> {
  const [counter, unfiltered] = await Promise.all(
    [keys.counter(type), keys.listCounter(type, '*')].map(
      async (key) => (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key }))).Item ?? {},
    ),
  );
  return { existing: Number(unfiltered?.total ?? 0), lastId: Number(counter?.last_id ?? 0) };
}

/** Writes a bulk fill's items and list entries, then moves the type's last id by `added`. */
export async function writeBulk(
  type: string,
  items: Array<Record<string, unknown>>,
  lists: BulkListEntries,
  added: number,
): Promise<void> {
  await batchWrite(items);
  await lists.flush();
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(type),
      UpdateExpression: 'ADD last_id :n',
      ExpressionAttributeValues: { ':n': added },
    }),
  );
}
