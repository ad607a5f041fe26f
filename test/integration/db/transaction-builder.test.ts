import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { when } from '../../../shared/db/expressions';
import {
  failedGuard,
  GuardFailed,
  TransactionOverBudget,
  transaction,
  txPart,
  txPut,
} from '../../../shared/db/transaction-builder';
import { TRANSACTION_ITEM_LIMIT, transact } from '../../../shared/db/transactions';

/** Keys of this run only: the table is shared with the files running beside this one. */
const run = randomUUID();
const key = (n: number | string) => ({ pk: `TXTEST#${run}#${n}`, sk: 'TXTEST' });
const read = async (n: number | string) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key(n) }))).Item;

describe('the transaction builder on DynamoDB Local', () => {
  it('writes exactly 100 items, DynamoDB limit, in one transaction', async () => {
    const tx = transaction('hundred', { budget: TRANSACTION_ITEM_LIMIT });
    for (let n = 0; n < TRANSACTION_ITEM_LIMIT; n++)
      tx.put(`item-${n}`, { ...key(`h${n}`), n }, { condition: when.itemAbsent() });
    await tx.commit();
    expect((await read('h0'))?.n).toBe(0);
    expect((await read(`h${TRANSACTION_ITEM_LIMIT - 1}`))?.n).toBe(TRANSACTION_ITEM_LIMIT - 1);
  });

  it('refuses 101 items before sending: nothing is written', async () => {
    const tx = transaction('hundred-and-one', { budget: TRANSACTION_ITEM_LIMIT });
    for (let n = 0; n <= TRANSACTION_ITEM_LIMIT; n++) tx.put(`item-${n}`, { ...key(`o${n}`), n });
    await expect(tx.commit()).rejects.toBeInstanceOf(TransactionOverBudget);
    expect(await read('o0')).toBeUndefined();
  });

  it('is the limit DynamoDB itself holds: 101 items sent raw are refused', async () => {
    const items = Array.from(
      { length: TRANSACTION_ITEM_LIMIT + 1 },
      (_, n) => txPut('raw', { ...key(`r${n}`) }).item,
    );
    await expect(transact(items, () => new Error('no condition'))).rejects.toThrow(
      /100|Member must have length/,
    );
    expect(await read('r0')).toBeUndefined();
  });

  it('answers a cancelled transaction by the name of the guard that failed, writing nothing', async () => {
    await transaction('seed', { budget: 1 })
      .put('unit', { ...key('unit'), status: 'sold' })
      .commit();
    const attempt = () =>
      transaction('book-unit', { budget: 3 })
        .put('booking', { ...key('booking'), unit: 'unit' }, { condition: when.itemAbsent() })
        .check('unit-available', key('unit'), when.eq('status', 'available'))
        .update('agent-holds', key('holds'), {
          add: { holds: 1 },
          condition: when.or(when.lacks('holds'), when.lt('holds', 3)),
        });

    const unmapped = await attempt()
      .commit()
      .catch((error: unknown) => error);
    expect(unmapped).toBeInstanceOf(GuardFailed);
    expect(failedGuard(unmapped)).toBe('unit-available');

    await expect(attempt().commit({ 'unit-available': () => new Error('unit taken') })).rejects.toThrow(
      'unit taken',
    );
    await expect(attempt().commit({ '*': () => new Error('any guard') })).rejects.toThrow('any guard');
    expect(await read('booking')).toBeUndefined();
    expect(await read('holds')).toBeUndefined();
  });

  it('answers a part of the entity store with its own refusal unless the caller names one or all', async () => {
    await transaction('seed', { budget: 1 })
      .put('marker', { ...key('marker') })
      .commit();
    const part = txPart('client', {
      items: [txPut('x', { ...key('marker') }, { condition: when.itemAbsent() }).item],
      refusal: () => new Error('taken unique value'),
    });
    await expect(transaction('create', { budget: 1 }).add(part).commit()).rejects.toThrow(
      'taken unique value',
    );
    await expect(
      transaction('create', { budget: 1 })
        .add(part)
        .commit({ client: () => new Error('mapped by name') }),
    ).rejects.toThrow('mapped by name');
    await expect(
      transaction('create', { budget: 1 })
        .add(part)
        .commit({ '*': () => new Error('every guard') }),
    ).rejects.toThrow('every guard');
  });

  it('adds and takes away set elements and removes attributes', async () => {
    await transaction('sets', { budget: 1 })
      .update('hold', key('set'), { add: { ids: new Set([1, 2, 3]) }, set: { note: 'x' } })
      .commit();
    await transaction('sets', { budget: 1 })
      .update('hold', key('set'), { delete: { ids: new Set([2]) }, remove: ['note'] })
      .commit();
    const item = await read('set');
    expect([...((item?.ids as Set<number> | undefined) ?? [])].sort()).toEqual([1, 3]);
    expect(item?.note).toBeUndefined();
  });
});
