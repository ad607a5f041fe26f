import { describe, expect, it } from 'vitest';
import { Discount } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/discounts`;
const list = async (query: string) => {
  const response = await call(`${url}?per_page=100&${query}`, { headers: keyHeaders() });
  expect(response.status).toBe(200);
  return expectList(response.body, Discount, url);
};

describe('GET /system/discounts', () => {
  it('lists Discount records with their nested records', async () => {
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const discount of all) {
      expect(discount.project?.id).toBe(discount.project_id);
      expect(discount.value_type_icon).toMatch(/^http/);
      expect(discount.projects_count).toBeGreaterThanOrEqual(1);
      if (discount.unit_id) expect(discount.unit?.id).toBe(discount.unit_id);
      if (discount.client_id) expect(discount.client?.id).toBe(discount.client_id);
      if (discount.status_updated_by_user_id)
        expect(discount.statusUpdatedByUser?.id).toBe(discount.status_updated_by_user_id);
    }
    expect(new Set(all.map((d) => d.type)).size).toBeGreaterThan(2);
    expect(new Set(all.map((d) => d.status)).size).toBeGreaterThan(2);
  });

  it.each([
    ['status=approved', (d: { status: string | null }) => d.status === 'approved'],
    ['type=cash', (d: { type: string | null }) => d.type === 'cash'],
    ['value_type=fixed', (d: { value_type: string | null }) => d.value_type === 'fixed'],
    ['project_id=1', (d: { project_id: number | null }) => d.project_id === 1],
    ['search=RAMADAN', (d: { name: string | null }) => Boolean(d.name?.startsWith('Ramadan'))],
  ])('filters by %s', async (query, matches) => {
    const all = await list('');
    const filtered = await list(query);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(matches as (d: unknown) => boolean)).toBe(true);
    expect(filtered.length).toBe(all.filter(matches as (d: unknown) => boolean).length);
  });

  it('combines filters, and filters by creation day', async () => {
    const combined = await list('status=approved&value_type=percentage&project_id=2');
    expect(
      combined.every((d) => d.status === 'approved' && d.value_type === 'percentage' && d.project_id === 2),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    // The seed writes its discounts at the start of the run.
    expect((await list(`created_at=${today}`)).length).toBeGreaterThanOrEqual(12);
    expect(await list('created_at=2001-01-01')).toHaveLength(0);
  });

  it('answers 422, not an empty list, for a status, type or value type it does not know', async () => {
    const response = await call(`${url}?status=sometimes&type=cash&value_type=half`, {
      headers: keyHeaders(),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The selected value type is invalid. (and 1 more errors)',
      errors: {
        status: ['The selected status is invalid.'],
        value_type: ['The selected value type is invalid.'],
      },
    });
  });

  it('combines filters no list declares (type + value_type): every item matches both', async () => {
    // Exact totals and pages on discounts of its own: discounts.combined-filters.test.ts.
    const combined = await list('type=cash&value_type=fixed');
    expect(combined.every((d) => d.type === 'cash' && d.value_type === 'fixed')).toBe(true);
  });

  it('answers 422, not an empty list, for malformed filters', async () => {
    const response = await call(`${url}?project_id=abc&created_at=2024-13-45`, { headers: keyHeaders() });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The project id field must be an integer. (and 1 more errors)',
      errors: {
        project_id: ['The project id field must be an integer.'],
        created_at: ['The created at field must match the format Y-m-d.'],
      },
    });
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    expect((await call(url)).status).toBe(403);
    expect((await call(url, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
  });
});

describe('GET /system/discounts/{discount_id}', () => {
  it('answers the same Discount record as the index', async () => {
    const response = await call(`${url}/2`, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    const discount = expectSingle(response.body, Discount);
    expect(discount).toMatchObject({
      id: 2,
      name: 'Early payment 2027',
      type: 'early_payment',
      value_type: 'percentage',
      status: 'approved',
      project_id: 2,
    });
    expect(discount.client?.id).toBe(discount.client_id);
    expect(discount.statusUpdatedByUser?.id).toBe(discount.status_updated_by_user_id);
    const listed = (await list('')).find((item) => item.id === 2);
    const withoutUrls = (record: typeof discount | undefined) => ({
      ...record,
      value_type_icon: '',
      project: { ...record?.project, image: '' },
    });
    expect(withoutUrls(listed)).toEqual(withoutUrls(discount));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const missing = await call(`${url}/9999`, { headers: keyHeaders() });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested discount was not found.' });
    expect((await call(`${url}/abc`, { headers: keyHeaders() })).status).toBe(404);
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    expect((await call(`${url}/2`)).status).toBe(403);
    expect((await call(`${url}/2`, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
  });
});
