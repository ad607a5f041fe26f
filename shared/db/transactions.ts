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

/** Attempts of a transaction that other transactions keep cancelling on a shared item (a list's counts). */
const CONFLICT_ATTEMPTS = 5;

/**
 * Runs a transaction. When it is cancelled by a failed condition, `onConditionFailed` turns the
 * index of the first failing item into the error to throw (a 422 on a unique field, a 409, ...).
 * When it is cancelled only because another transaction held one of its items at that moment (two
 * creates moving the same list counts), nothing was written: it runs again after a short random
 * wait, its conditions evaluated afresh.
 */
export async function transact(
  items: TransactItem[],
  onConditionFailed: (index: number) => Error,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw onConditionFailed(index);
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

export type { TransactItem };
