import { describe, expect, it } from 'vitest';
import { RealEstate } from '../../../shared/schemas/records';
import { allUnits } from '../../support/all-units';
import { expectList } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const subscriptions = `${baseUrl}/system/company-subscriptions`;
const realEstates = `${baseUrl}/system/real-estates`;
const get = (address: string) => call(address, { headers: keyHeaders() });

describe('GET /system/real-estates', () => {
  it('summarises each project: buildings, units by status and purpose, lands', async () => {
    // The demo projects: files beside this one copy demo project 1 for a moment (init-sale-fixtures.ts).
    const all = expectList((await get(realEstates)).body, RealEstate, realEstates).filter((estate) =>
      [1, 2].includes(estate.project_id as number),
    );
    expect(all.map((r) => r.code)).toEqual(['JWV-02', 'ALM-01']);
    for (const estate of all) {
      expect(estate.project?.id).toBe(estate.project_id);
      expect(estate.buildings_count).toBe(3);
      // The seed's 15 units a project at least (the Postman run's init sale adds held units of its own).
      expect(estate.units_count).toBeGreaterThanOrEqual(15);
      expect(estate.for_sale_units_count + estate.for_rent_units_count).toBe(estate.units_count);
      expect(Object.values(estate.units_by_status).reduce((a, b) => a + b, 0)).toBe(estate.units_count);
      expect(estate.lands_count).toBe(2);
    }
    // The counters agree with the units themselves.
    const units = await allUnits<{ project_id: number; status: string; is_for_rent: boolean }>();
    for (const estate of all) {
      const own = units.filter((unit) => unit.project_id === estate.project_id);
      const byStatus: Record<string, number> = {};
      for (const unit of own) byStatus[unit.status] = (byStatus[unit.status] ?? 0) + 1;
      expect(estate.units_by_status).toEqual(byStatus);
      expect(estate.for_rent_units_count).toBe(own.filter((unit) => unit.is_for_rent).length);
    }
    const villas = expectList((await get(`${realEstates}?type=villas`)).body, RealEstate, realEstates);
    expect(villas.map((r) => r.name)).toEqual(['Jeddah Waterfront Villas']);
    // The seed's 3 held units at least (the Postman run holds units of its own).
    expect(villas[0]?.units_by_status.booked).toBeGreaterThanOrEqual(3);
  });

  it('answers 422 for a bad page size', async () => {
    expect((await get(`${realEstates}?per_page=101`)).body).toEqual({
      message: 'The per page field must not be greater than 100.',
      errors: { per_page: ['The per page field must not be greater than 100.'] },
    });
  });
});

it('both refuse a call without the key pair, or with a wrong secret', async () => {
  for (const address of [subscriptions, realEstates]) {
    expect((await call(address)).status).toBe(403);
    expect((await call(address, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
  }
});
