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

const ADDS_ONLY = /^ADD\s+(#\w+\s+:\w+\s*)(,\s*#\w+\s+:\w+\s*)*$/;

/** An unconditional update that only adds numbers (counts), which another such update of its item can join. */
function countAdds(item: TransactItem): Map<string, number> | undefined {
  const update = item.Update;
  if (!update || update.ConditionExpression || !ADDS_ONLY.test(update.UpdateExpression ?? ''))
    return undefined;
  const adds = new Map<string, number>();
  for (const clause of (update.UpdateExpression as string).slice(4).split(',')) {
    const [name, value] = clause.trim().split(/\s+/) as [string, string];
    const attribute = update.ExpressionAttributeNames?.[name] ?? name;
    const delta = Number(update.ExpressionAttributeValues?.[value]);
    if (!Number.isFinite(delta)) return undefined;
    adds.set(attribute, (adds.get(attribute) ?? 0) + delta);
  }
  return adds;
}

/**
 * Joins the count updates of one item into one (a transaction may touch an item once): two
 * notifications of one write both move their list's counts and the same user's unread counter.
 * Returns the items and, for each, the index it had, so a failed condition names the item as given.
 */
export function joinCountUpdates(items: TransactItem[]): { items: TransactItem[]; indexes: number[] } {
  const joined: TransactItem[] = [];
  const indexes: number[] = [];
  const counts = new Map<string, { at: number; adds: Map<string, number> }>();
  items.forEach((item, index) => {
    const adds = countAdds(item);
    const key = item.Update ? JSON.stringify(item.Update.Key) : undefined;
    const earlier = key === undefined ? undefined : counts.get(key);
    if (!adds || key === undefined) {
      joined.push(item);
      indexes.push(index);
      return;
    }
    if (!earlier) {
      counts.set(key, { at: joined.length, adds });
      joined.push(item);
      indexes.push(index);
      return;
    }
    for (const [attribute, delta] of adds)
      earlier.adds.set(attribute, (earlier.adds.get(attribute) ?? 0) + delta);
    const update = joined[earlier.at]?.Update as NonNullable<TransactItem['Update']>;
    const changed = [...earlier.adds].filter(([, delta]) => delta !== 0);
    // Adds that cancel out still need one clause: adding 0 changes nothing.
    const moved = changed.length > 0 ? changed : [...earlier.adds].slice(0, 1);
    joined[earlier.at] = {
      Update: {
        TableName: update.TableName,
        Key: update.Key,
        UpdateExpression: `ADD ${moved.map((_, n) => `#j${n} :j${n}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moved.map(([attribute], n) => [`#j${n}`, attribute])),
        ExpressionAttributeValues: Object.fromEntries(moved.map(([, delta], n) => [`:j${n}`, delta])),
      },
    };
  });
  return { items: joined, indexes };
}

/**
 * Runs a transaction. Count updates of one item are joined first (`joinCountUpdates`). When it is
 * cancelled by a failed condition, `onConditionFailed` turns the index of the first failing item
 * (as given) into the error to throw (a 422 on a unique field, a 409, ...). When it is cancelled only
 * because another transaction held one of its items at that moment (two creates moving the same list
 * counts), nothing was written: it runs again after a short random wait, its conditions evaluated
 * afresh.
 */
export async function transact(
  given: TransactItem[],
  onConditionFailed: (index: number) => Error,
): Promise<void> {
  const { items, indexes } = joinCountUpdates(given);
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw onConditionFailed(indexes[index] as number);
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

export type { TransactItem };
