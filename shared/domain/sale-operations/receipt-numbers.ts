import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import { riyadhYear } from '../sales-support/offer-numbers';

/** The counter item of a year's receipt numbers (`COUNTER` / `RECEIPT_NUMBER#2026`, `last_number`). */
const receiptCounter = (year: number) => keys.counter(`RECEIPT_NUMBER#${year}`);

/** A receipt number as printed: `RC-2026-000042`. */
export const receiptNumberText = (year: number, sequence: number) =>
  `RC-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next receipt number of the year and the counter move that takes it, for the transaction that
 * writes the operation: conditioned on the value read, so a number is taken only by the operation
 * that keeps it (gap-free, no duplicates; a lost race reads again), as offer numbers.
 */
export async function nextReceiptNumber(now: Date): Promise<{ receipt_no: string; item: TransactItem }> {
  const year = riyadhYear(now);
  const counter = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: receiptCounter(year), ConsistentRead: true }),
  );
  const last = Number(counter.Item?.last_number ?? 0);
  return {
    receipt_no: receiptNumberText(year, last + 1),
    item: {
      Update: {
        TableName: tableName(),
        Key: receiptCounter(year),
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last_number' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    },
  };
}
