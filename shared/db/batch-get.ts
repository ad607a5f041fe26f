import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { dynamo } from './client';

/** Items by key, in the order asked, skipping missing ones; retries what DynamoDB leaves unprocessed. */
export async function batchGetItems(
  itemKeys: Array<{ pk: string; sk: string }>,
): Promise<Array<Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(itemKeys.map((key) => [`${key.pk}|${key.sk}`, key])).values()];
  for (let start = 0; start < unique.length; start += 100) {
    let request: Array<Record<string, unknown>> | undefined = unique.slice(start, start + 100);
    for (let attempt = 0; request && request.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 1000)));
      const result: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      request = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return itemKeys.flatMap((key) => {
    const item = found.get(`${key.pk}|${key.sk}`);
    return item ? [item] : [];
  });
}
