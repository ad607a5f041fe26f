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

const ADDITION = /^ADD\s+(\S+)\s+(\S+)$/;

/** The attribute names and numbers an unconditional `ADD`-only update adds, or undefined for any other item. */
function additionsOf(item: TransactItem): Map<string, number> | undefined {
  const update = item.Update;
  if (!update || update.ConditionExpression || !update.UpdateExpression?.startsWith('ADD ')) return undefined;
  const additions = new Map<string, number>();
  for (const clause of update.UpdateExpression.slice(4).split(',')) {
    const [, name, value] = ADDITION.exec(`ADD ${clause.trim()}`) ?? [];
    const attribute = name?.startsWith('#') ? update.ExpressionAttributeNames?.[name] : name;
    const delta = value ? update.ExpressionAttributeValues?.[value] : undefined;
    if (attribute === undefined || typeof delta !== 'number') return undefined;
    additions.set(attribute, (additions.get(attribute) ?? 0) + delta);
  }
  return additions;
}

/**
 * Joins the unconditional `ADD` updates of one item (a list's counts, a user's counters moved by
 * several creates of one transaction: two notifications of one change) into one update, since a
 * transaction may touch an item once; the sum is the same. Answers the items and, for each, the
 * index it had, so a cancellation reason still names the caller's item.
 */
export function joinAdditions(items: TransactItem[]): { items: TransactItem[]; origins: number[] } {
  const joined: TransactItem[] = [];
  const origins: number[] = [];
  const byKey = new Map<string, { index: number; additions: Map<string, number> }>();
  items.forEach((item, index) => {
    const additions = additionsOf(item);
    const key = item.Update ? JSON.stringify([item.Update.TableName, item.Update.Key]) : '';
    const earlier = additions ? byKey.get(key) : undefined;
    if (additions && earlier) {
      for (const [name, delta] of additions)
        earlier.additions.set(name, (earlier.additions.get(name) ?? 0) + delta);
      return;
    }
    if (additions) byKey.set(key, { index: joined.length, additions });
    joined.push(item);
    origins.push(index);
  });
  for (const { index, additions } of byKey.values()) {
    const update = joined[index]?.Update;
    if (!update || additions.size === 0) continue;
    const entries = [...additions];
    joined[index] = {
      Update: {
        TableName: update.TableName,
        Key: update.Key,
        UpdateExpression: `ADD ${entries.map((_, position) => `#j${position} :j${position}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(
          entries.map(([name], position) => [`#j${position}`, name]),
        ),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, delta], position) => [`:j${position}`, delta]),
        ),
      },
    };
  }
  return { items: joined, origins };
}

/** Attempts of a transaction that other transactions keep cancelling on a shared item (a list's counts). */
const CONFLICT_ATTEMPTS = 5;

/**
 * Runs a transaction (unconditional additions to one item joined: `joinAdditions`). When it is
 * cancelled by a failed condition, `onConditionFailed` turns the
 * index of the first failing item into the error to throw (a 422 on a unique field, a 409, ...).
 * When it is cancelled only because another transaction held one of its items at that moment (two
 * creates moving the same list counts), nothing was written: it runs again after a short random
 * wait, its conditions evaluated afresh.
 */
export async function transact(
  items: TransactItem[],
  onConditionFailed: (index: number) => Error,
): Promise<void> {
  const { items: joined, origins } = joinAdditions(items);
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({ TransactItems: joined }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw onConditionFailed(origins[index] ?? index);
      const conflict = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt >= CONFLICT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}

export type { TransactItem };
