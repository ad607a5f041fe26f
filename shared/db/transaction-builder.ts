import { tableName } from '../config/env';
import {
  type Changes,
  type Condition,
  conditionExpression,
  ExpressionNames,
  updateExpression,
} from './expressions';
import { TRANSACTION_ITEM_LIMIT, type TransactItem, transact } from './transactions';

/**
 * One item of a transaction, named by what it guards (`receipt-number`, `unit-available`): a
 * cancelled transaction is answered by that name, never by the item's position. `refusal` is the
 * error the item stands for when the caller maps none (the entity store's 409 or taken unique value).
 */
export interface TxItem {
  readonly name: string;
  readonly item: TransactItem;
  readonly refusal?: () => Error;
}

type Key = Record<string, unknown>;

/** A condition as a transaction item states it: its expression and its own placeholders. */
function guard(condition: Condition) {
  const names = new ExpressionNames();
  return { ConditionExpression: conditionExpression(condition, names), ...names.attributes() };
}

/** A put of a whole item, written only if `condition` holds. */
export function txPut(
  name: string,
  item: Record<string, unknown>,
  options: { condition?: Condition } = {},
): TxItem {
  return {
    name,
    item: {
      Put: { TableName: tableName(), Item: item, ...(options.condition ? guard(options.condition) : {}) },
    },
  };
}

/** An update of one item: the changes, landing only if `condition` holds. */
export function txUpdate(name: string, key: Key, changes: Changes & { condition?: Condition }): TxItem {
  const names = new ExpressionNames();
  const update = updateExpression(changes, names);
  const condition = changes.condition ? conditionExpression(changes.condition, names) : undefined;
  return {
    name,
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: update,
        ...(condition ? { ConditionExpression: condition } : {}),
        ...names.attributes(),
      },
    },
  };
}

/** A delete of one item, only if `condition` holds. */
export function txDelete(name: string, key: Key, options: { condition?: Condition } = {}): TxItem {
  return {
    name,
    item: {
      Delete: { TableName: tableName(), Key: key, ...(options.condition ? guard(options.condition) : {}) },
    },
  };
}

/** A condition on an item the transaction does not write (it cancels the whole if it fails). */
export function txCheck(name: string, key: Key, condition: Condition): TxItem {
  return { name, item: { ConditionCheck: { TableName: tableName(), Key: key, ...guard(condition) } } };
}

/**
 * The items of a write the entity store prepared (`prepareCreate`, `prepareUpdate`, ...), all named
 * `name`; each keeps the store's own refusal (a taken unique value's 422, else 409) for when the
 * caller maps none.
 */
export function txPart(
  name: string,
  part: { items: readonly TransactItem[]; refusal?: (index: number) => Error },
): TxItem[] {
  return part.items.map((item, index) => ({
    name,
    item,
    ...(part.refusal ? { refusal: () => (part.refusal as (index: number) => Error)(index) } : {}),
  }));
}

/**
 * What a cancelled transaction answers, by the name of the item whose condition failed; `'*'` is
 * the answer for every other name (the items' own refusals included). An unanswered name throws
 * the item's own refusal, else `GuardFailed` (read with `failedGuard`).
 */
export type Refusals = Record<string, () => Error>;

/** A transaction cancelled by the condition of `guard`, which the caller mapped to no error. */
export class GuardFailed extends Error {
  constructor(
    readonly operation: string,
    readonly guard: string,
  ) {
    super(`transaction "${operation}" refused by its guard "${guard}"`);
    this.name = 'GuardFailed';
  }
}

/** A transaction with more items than its operation declared: thrown before anything is sent. */
export class TransactionOverBudget extends Error {
  constructor(
    readonly operation: string,
    readonly items: number,
    readonly budget: number,
  ) {
    super(`transaction "${operation}" has ${items} items, over its budget of ${budget}`);
    this.name = 'TransactionOverBudget';
  }
}

/** The name of the guard that cancelled a transaction (when the caller mapped it to no error). */
export const failedGuard = (error: unknown): string | undefined =>
  error instanceof GuardFailed ? error.guard : undefined;

export interface TransactionOptions {
  /**
   * The most items this operation may write in one transaction, counted as added (before count
   * updates of one item are joined). At most DynamoDB's 100.
   */
  budget: number;
  /** The error for a transaction over its budget (a 409 naming why); else `TransactionOverBudget`. */
  overBudget?: () => Error;
}

/** Items named by what they guard, checked against the operation's budget, written all or none. */
export class Transaction {
  private readonly items: TxItem[] = [];

  constructor(
    readonly operation: string,
    private readonly options: TransactionOptions,
  ) {
    if (!Number.isInteger(options.budget) || options.budget < 1 || options.budget > TRANSACTION_ITEM_LIMIT)
      throw new Error(`transaction "${operation}": a budget of 1 to ${TRANSACTION_ITEM_LIMIT} items`);
  }

  /** Items made by helpers (`txPut`, `txUpdate`, `txPart`, a module's own guard items). */
  add(...items: Array<TxItem | readonly TxItem[]>): this {
    for (const item of items) this.items.push(...(Array.isArray(item) ? item : [item as TxItem]));
    return this;
  }

  put(name: string, item: Record<string, unknown>, options?: { condition?: Condition }): this {
    return this.add(txPut(name, item, options));
  }

  update(name: string, key: Key, changes: Changes & { condition?: Condition }): this {
    return this.add(txUpdate(name, key, changes));
  }

  delete(name: string, key: Key, options?: { condition?: Condition }): this {
    return this.add(txDelete(name, key, options));
  }

  check(name: string, key: Key, condition: Condition): this {
    return this.add(txCheck(name, key, condition));
  }

  /** A write the entity store prepared, its items named `name` (see `txPart`). */
  include(name: string, part: { items: readonly TransactItem[]; refusal?: (index: number) => Error }): this {
    return this.add(txPart(name, part));
  }

  get size(): number {
    return this.items.length;
  }

  /** The names of the items, in order (for tests and logs). */
  get names(): string[] {
    return this.items.map((item) => item.name);
  }

  /**
   * Writes every item or none. Over the budget: throws before sending. Cancelled by a condition:
   * throws `refusals[name]`, else `refusals['*']`, else the item's own refusal, else `GuardFailed`.
   * Cancelled because another transaction held an item: runs again (`transact`).
   */
  async commit(refusals: Refusals = {}): Promise<void> {
    if (this.items.length > this.options.budget)
      throw (
        this.options.overBudget?.() ??
        new TransactionOverBudget(this.operation, this.items.length, this.options.budget)
      );
    const items = this.items;
    await transact(
      items.map((item) => item.item),
      (index) => {
        const failed = items[index] as TxItem;
        const answer = refusals[failed.name] ?? refusals['*'] ?? failed.refusal;
        return answer ? answer() : new GuardFailed(this.operation, failed.name);
      },
    );
  }
}

/** A new transaction of `operation` (named as the operation it writes), with its item budget. */
export const transaction = (operation: string, options: TransactionOptions): Transaction =>
  new Transaction(operation, options);
