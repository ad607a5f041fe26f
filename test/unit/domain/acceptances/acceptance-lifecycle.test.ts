import { describe, expect, it } from 'vitest';
import { acceptanceLifecycle } from '../../../../shared/domain/acceptances/acceptances';
import { matchingPolicy } from '../../../../shared/domain/acceptances/approvable-types';
import { mergedWrites } from '../../../../shared/domain/acceptances/merged-writes';
import { ConflictError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

const add = (pk: string, counters: Record<string, number>) => ({
  Update: {
    TableName: 't',
    Key: { pk, sk: 'COUNTS' },
    UpdateExpression: `ADD ${Object.keys(counters)
      .map((_, index) => `#c${index} :c${index}`)
      .join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(
      Object.keys(counters).map((name, index) => [`#c${index}`, name]),
    ),
    ExpressionAttributeValues: Object.fromEntries(
      Object.values(counters).map((value, index) => [`:c${index}`, value]),
    ),
  },
});

describe('acceptance life cycle and engine pieces', () => {
  it('answers 409 already decided for a decided acceptance', () => {
    expect(() =>
      acceptanceLifecycle.step('reject', {
        from: 'approved',
        actor: { kind: 'staff', id: 1, abilities: ['core.acceptances.decide'] },
        subject: {},
      }),
    ).toThrow(ConflictError);
  });

  it('merges the ADDs of one item so a transaction touches it once, and keeps other writes as they are', () => {
    const put = { Put: { TableName: 't', Item: { pk: 'A', sk: 'B' } } };
    const merged = mergedWrites([
      add('USER#1', { WAITING: 1 }),
      put,
      add('USER#1', { UNREAD: 1, WAITING: -1 }),
      add('USER#2', { UNREAD: 1 }),
    ]);
    expect(merged).toHaveLength(3);
    expect(merged[0]?.Update).toMatchObject({
      UpdateExpression: 'ADD #m0 :m0',
      ExpressionAttributeNames: { '#m0': 'UNREAD' },
      ExpressionAttributeValues: { ':m0': 1 },
    });
    expect(merged[1]).toBe(put);
  });

  it('chooses the first policy whose amount, project and sub-type conditions hold', () => {
    const subject = {
      summary: { en: '', ar: '' },
      amount: 4,
      project_id: 2,
      client_id: null,
      subtype: 'percentage',
      requester_id: 1,
    };
    const policies = [
      { name: 'fixed', conditions: { subtype: 'fixed' }, steps: [] },
      { name: 'other project', conditions: { project_ids: [3] }, steps: [] },
      { name: 'small', conditions: { max_amount: 2 }, steps: [] },
      { name: 'medium', conditions: { min_amount: 2, max_amount: 5 }, steps: [] },
    ];
    expect(matchingPolicy(policies, subject)?.name).toBe('medium');
    expect(matchingPolicy(policies, { ...subject, amount: 9 })).toBeUndefined();
  });

  it('is the table in the README', () => {
    const [readme, table] = readmeTable('shared/domain/acceptances/README.md', acceptanceLifecycle);
    expect(readme).toContain(table);
  });
});
