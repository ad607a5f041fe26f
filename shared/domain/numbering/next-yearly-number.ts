import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import { riyadhYear } from '../home/riyadh-day';

/**
 * The next number of a gap-free yearly sequence (the Riyadh year of `now`) and the counter move that
 * takes it, for the transaction that writes the number where it is kept. The counter is the item
 * `COUNTER` / `counterName(year)` (`last_number`); its move is conditioned on the value read, so a
 * number is taken only by the write that keeps it (no gaps, no duplicates; a lost race reads again).
 */
export async function nextYearlyNumber(
  now: Date,
  counterName: (year: number) => string,
  numberText: (year: number, sequence: number) => string,
): Promise<{ number: string; item: TransactItem }> {
  const year = riyadhYear(now);
  const key = keys.counter(counterName(year));
  const counter = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const last = Number(counter.Item?.last_number ?? 0);
  return {
    number: numberText(year, last + 1),
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last_number' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    },
  };
}
