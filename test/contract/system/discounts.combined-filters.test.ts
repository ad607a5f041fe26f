import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../../../shared/db/entity-store';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { Discount } from '../../../shared/schemas/records';
import { expectList } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';
import { saleProject } from '../../support/init-sale-fixtures';

const url = `${baseUrl}/system/discounts`;

/** One page of the index: its ids and the envelope's total and last page. */
const page = async (query: string) => {
  const response = await call(`${url}?${query}`, { headers: keyHeaders() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const items = expectList(response.body, Discount, url);
  const { total, last_page, current_page } = response.body.response.meta;
  return { ids: items.map((item) => item.id), items, total, last_page, current_page };
};

interface Made {
  id: number;
  type: string;
  value_type: string;
  status: string;
}

/** This file's discounts, in a project of its own and named with a word of its own; newest first. */
let made: Made[] = [];
let projectId = 0;
const word = `combo${randomUUID().slice(0, 8)}`;

const SHAPES: Array<Omit<Made, 'id'>> = [
  { type: 'cash', value_type: 'fixed', status: 'pending' },
  { type: 'cash', value_type: 'percentage', status: 'pending' },
  { type: 'cash', value_type: 'fixed', status: 'approved' },
  { type: 'loyalty', value_type: 'fixed', status: 'pending' },
  { type: 'cash', value_type: 'fixed', status: 'pending' },
  { type: 'seasonal', value_type: 'percentage', status: 'rejected' },
  { type: 'cash', value_type: 'percentage', status: 'pending' },
  { type: 'cash', value_type: 'fixed', status: 'rejected' },
];

beforeAll(async () => {
  const { project } = await saleProject();
  projectId = project.id;
  for (const [index, shape] of SHAPES.entries()) {
    const name = `Offer ${word} ${index}`;
    const discount = await createEntity(
      DISCOUNT,
      {
        unit_id: null,
        client_id: null,
        status_updated_by_user_id: null,
        project_id: projectId,
        building_id: null,
        name,
        max_value: null,
        name_text: null,
        value: '2',
        target_type: 'project',
        start_date: new Date(Date.now() - 5 * 86_400_000).toISOString(),
        end_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        status_updated_at: null,
        ...shape,
      },
      { search: [name] },
    );
    made.push({ id: discount.id, ...shape });
  }
  made = made.reverse();
}, 60_000);

/** The file's discounts matching the shape, newest first. */
const matching = (shape: Partial<Omit<Made, 'id'>>) =>
  made
    .filter((discount) =>
      Object.entries(shape).every(([name, value]) => discount[name as keyof Made] === value),
    )
    .map((discount) => discount.id);

describe('GET /system/discounts, any combination of its filters', () => {
  it('serves type=cash&status=pending&project_id with the exact total, page by page', async () => {
    const expected = matching({ type: 'cash', status: 'pending' });
    expect(expected).toHaveLength(4);
    const query = `type=cash&status=pending&project_id=${projectId}&per_page=3`;
    const first = await page(query);
    expect(first).toMatchObject({ ids: expected.slice(0, 3), total: 4, last_page: 2, current_page: 1 });
    const second = await page(`${query}&page=2`);
    expect(second).toMatchObject({ ids: expected.slice(3), total: 4, last_page: 2, current_page: 2 });
    expect((await page(`${query}&page=3`)).ids).toEqual([]);
  });

  it.each([
    ['type=cash&value_type=fixed', { type: 'cash', value_type: 'fixed' }],
    ['type=cash', { type: 'cash' }],
    [
      'value_type=percentage&type=cash&status=pending',
      { type: 'cash', value_type: 'percentage', status: 'pending' },
    ],
    ['type=cash&value_type=fixed&status=rejected', { type: 'cash', value_type: 'fixed', status: 'rejected' }],
    ['type=employee&status=pending', { type: 'employee', status: 'pending' }],
  ])('serves %s with project_id and created_at', async (filters, shape) => {
    const expected = matching(shape);
    const today = new Date().toISOString().slice(0, 10);
    for (const query of [
      `${filters}&project_id=${projectId}`,
      `${filters}&project_id=${projectId}&created_at=${today}`,
    ]) {
      const all = await page(`${query}&per_page=100`);
      expect(all.total, query).toBe(expected.length);
      expect(all.ids, query).toEqual(expected);
      const second = await page(`${query}&per_page=2&page=2`);
      expect(second.ids, query).toEqual(expected.slice(2, 4));
      expect(second.total, query).toBe(expected.length);
    }
    expect((await page(`${filters}&project_id=${projectId}&created_at=2001-01-01`)).total).toBe(0);
  });

  it('combines search with the other filters', async () => {
    const expected = matching({ type: 'cash', value_type: 'fixed', status: 'pending' });
    const query = `search=${word}&type=cash&value_type=fixed&status=pending&project_id=${projectId}`;
    const result = await page(`${query}&per_page=1`);
    expect(result).toMatchObject({ ids: expected.slice(0, 1), total: expected.length, last_page: 2 });
    expect((await page(`${query}&per_page=1&page=2`)).ids).toEqual(expected.slice(1, 2));
    expect((await page(`search=${word}&status=rejected`)).total).toBe(2);
  });

  it('serves the demo project too: every item matches each filter', async () => {
    const result = await page('type=cash&status=pending&project_id=1&per_page=100');
    for (const item of result.items)
      expect(item).toMatchObject({ type: 'cash', status: 'pending', project_id: 1 });
    expect(result.total).toBe(result.items.length);
  });
});
