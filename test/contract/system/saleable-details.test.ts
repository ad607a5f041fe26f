import { describe, expect, it } from 'vitest';
import { SaleableDetail } from '../../../shared/schemas/records';
import { onSteadyUnits } from '../../support/all-units';
import { expectList } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/saleable-details/available-for-sale`;

interface StaffUnit {
  id: number;
  project_id: number;
  status: string;
  is_for_rent: boolean;
  room_count: number;
  price_after_tax: number;
}

const list = async (query: string) => {
  const response = await call(`${url}?per_page=100&${query}`, { headers: keyHeaders() });
  expect(response.status).toBe(200);
  return expectList(response.body, SaleableDetail, url);
};

describe('GET /system/saleable-details/available-for-sale', () => {
  it('lists exactly the units available and not for rent, with project and building', async () => {
    await onSteadyUnits<StaffUnit>(async (expected) => {
      const listed = await list('');
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map((unit) => unit.id).sort()).toEqual(expected.map((unit) => unit.id).sort());
      expect(
        listed.every((unit) => unit.status === 'available' && unit.project?.id === unit.project_id),
      ).toBe(true);
      expect(listed.every((unit) => unit.building?.id === unit.building_id)).toBe(true);
    });
  });

  it('filters by project, rooms and an inclusive price range', async () => {
    await onSteadyUnits<StaffUnit>(async (saleable) => {
      const expected = saleable.filter(
        (unit) =>
          unit.project_id === 1 &&
          unit.room_count === 2 &&
          unit.price_after_tax >= 800_000 &&
          unit.price_after_tax <= 1_000_000,
      );
      const listed = await list('project_id=1&rooms=2&min_price=800000&max_price=1000000');
      expect(listed.map((unit) => unit.id).sort()).toEqual(expected.map((unit) => unit.id).sort());
      expect(listed.every((unit) => unit.project?.code === 'ALM-01' && unit.room_count === 2)).toBe(true);
    });
    expect(await list('project_id=999')).toEqual([]);
  });

  it('answers 422 for malformed filters or a max_price below min_price', async () => {
    const bad = await call(`${url}?project_id=abc&rooms=-1`, { headers: keyHeaders() });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The project id field must be an integer. (and 1 more errors)',
      errors: {
        project_id: ['The project id field must be an integer.'],
        rooms: ['The rooms field must be at least 0.'],
      },
    });
    const range = await call(`${url}?min_price=900000&max_price=100`, { headers: keyHeaders() });
    expect(range.status).toBe(422);
    expect(range.body.errors).toEqual({
      max_price: ['The max price field must be greater than or equal to 900000.'],
    });
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    expect((await call(url)).status).toBe(403);
    expect((await call(url, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
  });
});
