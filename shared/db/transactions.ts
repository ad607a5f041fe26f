import { type AttributeValue, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from './client';

/** DynamoDB's limit on the items of one transaction. */
export const TRANSACTION_ITEM_LIMIT = 100;

/** Whether a single conditional write (Put, Update, Delete) was refused by its condition. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as Error).name === 'ConditionalCheckFailedException';

/**
 * The item a write refused by its condition returned (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`),
 * or undefined when there was none: the document client leaves it marshalled.
 */
export function conditionFailureItem<T>(error: unknown): T | undefined {
  const item = (error as { Item?: Record<string, AttributeValue> }).Item;
  return item ? (unmarshall(item) as T) : undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs a transaction. When it is cancelled by a failed condition, `onConditionFailed` turns the
 * index of the first failing item into the error to throw (a 422 on a unique field, a 409, ...).
 */
export async function transact(
  items: TransactItem[],
  onConditionFailed: (index: number) => Error,
): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const index = (error.CancellationReasons ?? []).findIndex(
        (reason) => reason.Code === 'ConditionalCheckFailed',
      );
      if (index >= 0) throw onConditionFailed(index);
    }
    throw error;
  }
}

export type { TransactItem };
