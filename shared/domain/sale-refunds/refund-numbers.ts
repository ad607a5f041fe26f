import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import { riyadhYear } from '../sales-support/offer-numbers';

/** The counter of a year's refund voucher numbers (`COUNTER` / `REFUND_NUMBER#2026`). */
const refundCounter = (year: number) => keys.counter(`REFUND_NUMBER#${year}`);

/** A refund voucher number as printed: `RF-2026-000042`. */
export const refundNumberText = (year: number, sequence: number) =>
  `RF-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The year's next refund voucher number and the counter move that takes it, conditioned on the value
 * read (gap-free, as receipt numbers): a refund operation's `receipt_no`, in its own sequence.
 */
export async function nextRefundNumber(now: Date): Promise<{ receipt_no: string; item: TransactItem }> {
  const year = riyadhYear(now);
  const counter = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: refundCounter(year), ConsistentRead: true }),
  );
  const last = Number(counter.Item?.last_number ?? 0);
  return {
    receipt_no: refundNumberText(year, last + 1),
    item: {
      Update: {
        TableName: tableName(),
        Key: refundCounter(year),
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last_number' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    },
  };
}
