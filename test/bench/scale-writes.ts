import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';

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
