import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txUpdate } from '../../db/transaction-builder';
import { riyadhYear } from '../home/riyadh-day';

/**
 * The next number of a gap-free yearly sequence (the Riyadh year of `now`) and the counter move that
 * takes it, for the transaction that writes the number where it is kept. The counter is the item
 * `COUNTER` / `counterName(year)` (`last_number`); its move is conditioned on the value read, so a
 * number is taken only by the write that keeps it (no gaps, no duplicates; a lost race reads again).
 * The move is named `guard` (`receipt-number`): its refusal means another write took the number.
 */
export async function nextYearlyNumber(
  now: Date,
  guard: string,
  counterName: (year: number) => string,
  numberText: (year: number, sequence: number) => string,
): Promise<{ number: string; guard: TxItem }> {
  const year = riyadhYear(now);
  const key = keys.counter(counterName(year));
  const counter = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const last = Number(counter.Item?.last_number ?? 0);
  return {
    number: numberText(year, last + 1),
    guard: txUpdate(guard, key, {
      set: { last_number: last + 1 },
      condition: last === 0 ? when.lacks('last_number') : when.eq('last_number', last),
    }),
  };
}
