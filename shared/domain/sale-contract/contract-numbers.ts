import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import { riyadhYear } from '../sales-support/offer-numbers';

/** The counter of a project's contract numbers in a year (`COUNTER` / `CONTRACT_NUMBER#<project>#<year>`). */
const contractCounter = (projectId: number, year: number) =>
  keys.counter(`CONTRACT_NUMBER#${projectId}#${year}`);

/** A contract number as printed: `CT-<project>-<year>-<5 digits>`, e.g. `CT-3-2026-00042`. */
export const contractNumberText = (projectId: number, year: number, sequence: number) =>
  `CT-${projectId}-${year}-${String(sequence).padStart(5, '0')}`;

/**
 * The project's next contract number of the year and the counter move that takes it, for the
 * transaction that writes it on the sale: conditioned on the value read, so a number is taken only
 * by the sale that keeps it (gap-free, no duplicates), as offer and receipt numbers.
 */
export async function nextContractNumber(
  projectId: number,
  now: Date,
): Promise<{ contract_number: string; item: TransactItem }> {
  const year = riyadhYear(now);
  const counter = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: contractCounter(projectId, year), ConsistentRead: true }),
  );
  const last = Number(counter.Item?.last_number ?? 0);
  return {
    contract_number: contractNumberText(projectId, year, last + 1),
    item: {
      Update: {
        TableName: tableName(),
        Key: contractCounter(projectId, year),
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last_number' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    },
  };
}
