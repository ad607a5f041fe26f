import { describe, expect, it } from 'vitest';
import { joinCountUpdates, type TransactItem } from '../../../shared/db/transactions';

const add = (pk: string, adds: Record<string, number>): TransactItem => ({
  Update: {
    TableName: 't',
    Key: { pk, sk: 'COUNT' },
    UpdateExpression: `ADD ${Object.keys(adds)
      .map((_, n) => `#c${n} :c${n}`)
      .join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(Object.keys(adds).map((name, n) => [`#c${n}`, name])),
    ExpressionAttributeValues: Object.fromEntries(Object.values(adds).map((delta, n) => [`:c${n}`, delta])),
  },
});
const put = (pk: string): TransactItem => ({
  Put: { TableName: 't', Item: { pk, sk: 'X' }, ConditionExpression: 'attribute_not_exists(pk)' },
});

describe('joinCountUpdates', () => {
  it('joins the count updates of one item, summing each attribute, and keeps the other items in order', () => {
    const { items, indexes } = joinCountUpdates([
      put('A'),
      add('LIST#N#*', { total: 1, b20261124_0: 1 }),
      put('B'),
      add('LIST#N#*', { total: 1, b20261124_1: 1 }),
      add('USER#7', { NOTIFICATION_UNREAD: 1 }),
      put('C'),
    ]);
    expect(indexes).toEqual([0, 1, 2, 4, 5]);
    expect(items[1]?.Update).toMatchObject({
      Key: { pk: 'LIST#N#*', sk: 'COUNT' },
      UpdateExpression: 'ADD #j0 :j0, #j1 :j1, #j2 :j2',
      ExpressionAttributeNames: { '#j0': 'total', '#j1': 'b20261124_0', '#j2': 'b20261124_1' },
      ExpressionAttributeValues: { ':j0': 2, ':j1': 1, ':j2': 1 },
    });
    expect(items[3]).toEqual(add('USER#7', { NOTIFICATION_UNREAD: 1 }));
  });

  it('never joins an update with a condition or one that sets values', () => {
    const conditioned: TransactItem = {
      Update: {
        ...(add('K', { total: 1 }).Update as object),
        ConditionExpression: 'attribute_exists(pk)',
      } as never,
    };
    const setting: TransactItem = {
      Update: {
        TableName: 't',
        Key: { pk: 'K', sk: 'COUNT' },
        UpdateExpression: 'SET a = :a',
        ExpressionAttributeValues: { ':a': 1 },
      },
    };
    const { items } = joinCountUpdates([add('K', { total: 1 }), conditioned, setting]);
    expect(items).toHaveLength(3);
  });
});
