import { describe, expect, it } from 'vitest';
import { conditionExpression, ExpressionNames, updateExpression, when } from '../../../shared/db/expressions';
import {
  failedGuard,
  GuardFailed,
  TransactionOverBudget,
  transaction,
  txPart,
  txUpdate,
} from '../../../shared/db/transaction-builder';
import { TRANSACTION_ITEM_LIMIT } from '../../../shared/db/transactions';

// Items name their table; this file sends nothing, so any name does.
process.env.TABLE_NAME ??= 'unit-table';

const key = (n: number) => ({ pk: `ITEM#${n}`, sk: 'ITEM' });

describe('typed conditions and changes', () => {
  it('compiles a condition with a placeholder per attribute name (reused) and per value', () => {
    const names = new ExpressionNames();
    const expression = conditionExpression(
      when.and(
        when.eq('status', 'draft'),
        when.le('paid_total', 500),
        when.ge('paid_total', 0),
        when.or(when.lacks('refunded_total'), when.eq('refunded_total', 0)),
        when.eq('pricing.client_total', 900),
        when.sameAs('paid_total', 'refunded_total'),
      ),
      names,
    );
    expect(expression).toBe(
      '#x0 = :x0 AND #x1 <= :x1 AND #x1 >= :x2 AND (attribute_not_exists(#x2) OR #x2 = :x3) AND #x3.#x4 = :x4 AND #x1 = #x2',
    );
    expect(names.names).toEqual({
      '#x0': 'status',
      '#x1': 'paid_total',
      '#x2': 'refunded_total',
      '#x3': 'pricing',
      '#x4': 'client_total',
    });
    expect(names.values).toEqual({ ':x0': 'draft', ':x1': 500, ':x2': 0, ':x3': 0, ':x4': 900 });
  });

  it('states an absent or present item on its key', () => {
    const names = new ExpressionNames();
    expect(conditionExpression(when.itemAbsent(), names)).toBe('attribute_not_exists(#x0)');
    expect(conditionExpression(when.itemExists(), names)).toBe('attribute_exists(#x0)');
    expect(names.names).toEqual({ '#x0': 'pk' });
  });

  it('compiles changes in the order SET, ADD, REMOVE, DELETE', () => {
    const names = new ExpressionNames();
    expect(
      updateExpression(
        {
          set: { ttl: 9, last_try_ms: 1 },
          add: { tries: 1 },
          remove: ['code_hash'],
          delete: { ids: new Set([3]) },
        },
        names,
      ),
    ).toBe('SET #x0 = :x0, #x1 = :x1 ADD #x2 :x2 REMOVE #x3 DELETE #x4 :x3');
    expect(() => updateExpression({}, new ExpressionNames())).toThrow('changes nothing');
  });

  it('writes count adds in the shape that lets two of one item join (joinCountUpdates)', () => {
    const item = txUpdate('counts', key(1), { add: { total: 1, b1: 1 } }).item;
    expect(item.Update?.UpdateExpression).toBe('ADD #x0 :x0, #x1 :x1');
    expect(item.Update?.ConditionExpression).toBeUndefined();
  });
});

describe('the transaction builder', () => {
  it('names every item by what it guards, parts of the entity store included', () => {
    const tx = transaction('probe', { budget: 5 })
      .put('receipt-number', { ...key(1), n: 1 }, { condition: when.itemAbsent() })
      .update('sale-balance', key(2), { set: { paid_total: 5 }, condition: when.eq('paid_total', 0) })
      .include('payment', { items: [txUpdate('x', key(3), { add: { n: 1 } }).item] })
      .check('unit-available', key(4), when.eq('status', 'available'));
    expect(tx.names).toEqual(['receipt-number', 'sale-balance', 'payment', 'unit-available']);
    expect(tx.size).toBe(4);
  });

  it('keeps the refusal a part brings, by the index of the item inside the part', () => {
    const items = txPart('client', {
      items: [txUpdate('a', key(1), { add: { n: 1 } }).item, txUpdate('b', key(2), { add: { n: 1 } }).item],
      refusal: (index) => new Error(`part item ${index}`),
    });
    expect(items.map((item) => item.refusal?.().message)).toEqual(['part item 0', 'part item 1']);
  });

  it('refuses a budget over DynamoDB limit of 100 items, or under one', () => {
    expect(() => transaction('too-big', { budget: TRANSACTION_ITEM_LIMIT + 1 })).toThrow(
      'a budget of 1 to 100',
    );
    expect(() => transaction('empty', { budget: 0 })).toThrow('a budget of 1 to 100');
    expect(() => transaction('at-limit', { budget: TRANSACTION_ITEM_LIMIT })).not.toThrow();
  });

  it('throws before sending when the items exceed the declared budget (at the limit it would send)', async () => {
    const tx = transaction('init-sale', { budget: 3 });
    for (let n = 0; n < 4; n++) tx.update(`count-${n}`, key(n), { add: { n: 1 } });
    // No table exists by this name: reaching DynamoDB would fail otherwise than with the budget.
    const refused = await tx.commit().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TransactionOverBudget);
    expect((refused as Error).message).toBe('transaction "init-sale" has 4 items, over its budget of 3');
  });

  it('answers the over-budget error the operation names', async () => {
    const tx = transaction('cancel-sale', { budget: 1, overBudget: () => new Error('too many approvals') });
    tx.update('a', key(1), { add: { n: 1 } }).update('b', key(2), { add: { n: 1 } });
    await expect(tx.commit()).rejects.toThrow('too many approvals');
  });

  it('reads the failed guard off a GuardFailed only', () => {
    expect(failedGuard(new GuardFailed('pay', 'receipt-number'))).toBe('receipt-number');
    expect(failedGuard(new Error('other'))).toBeUndefined();
  });
});
