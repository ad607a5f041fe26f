import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './client';

/** DynamoDB's limit on the items of one transaction. */
export const TRANSACTION_ITEM_LIMIT = 100;

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
