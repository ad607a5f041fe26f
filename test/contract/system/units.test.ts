import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { Unit } from '../../../shared/schemas/records';
import { allUnits } from '../../support/all-units';
import { expectList, nullFields } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/units`;

describe('GET /system/units', () => {
  it('lists Unit records with every field, nested records and counters', async () => {
    const response = await call(`${url}?per_page=100`, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    // The seed's 30 units (projects 1 and 2) at least; other tests add units of their own, newest first.
    expectList(response.body, Unit, url);
    // Every page: the seeded units may all be past the first hundred.
    const units = (await allUnits<z.infer<typeof Unit>>()).filter(
      (unit) => unit.project_id === 1 || unit.project_id === 2,
    );
    expect(units.length).toBeGreaterThanOrEqual(30);
    expect(response.body.response.meta.total).toBeGreaterThanOrEqual(30);
    for (const unit of units) {
      const scalars = Object.fromEntries(
        Object.entries(unit).filter(([, value]) => typeof value !== 'object'),
      );
      expect(nullFields(scalars)).toEqual([]);
      expect(unit.project?.id).toBe(unit.project_id);
      expect(unit.building?.id).toBe(unit.building_id);
      expect(unit.project?.image).toMatch(/^http/);
    }
    const sold = units.filter((unit) => unit.status === 'sold');
    expect(sold.length).toBeGreaterThan(0);
    for (const unit of sold) {
      expect(unit.sale?.unit_id).toBe(unit.id);
      expect(unit.client).not.toBeNull();
      expect(unit.sale_clients_count).toBe(1);
    }
    const booked = units.filter((unit) => unit.status === 'booked');
    for (const unit of booked) {
      expect(unit.activeBooking?.unit_id).toBe(unit.id);
      expect(unit.activeBooking?.booking_open_at_text).toMatch(/\d{4}/);
      expect(unit.bookings_count).toBe(unit.nextBooking ? 2 : 1);
    }
    expect(units.some((unit) => unit.nextBooking !== null)).toBe(true);
    expect(units.some((unit) => unit.clients_count > 0)).toBe(true);
  });

  it('searches by name, full name and project, case-insensitively', async () => {
    const byCode = await call(`${url}?search=JWV-B`, { headers: keyHeaders() });
    const found = expectList(byCode.body, Unit, url);
    expect(found.length).toBe(5);
    expect(found.every((unit) => unit.name?.startsWith('JWV-B'))).toBe(true);
    const byProject = await call(`${url}?search=${encodeURIComponent('waterfront villas')}&per_page=50`, {
      headers: keyHeaders(),
    });
    expect(byProject.body.response.meta.total).toBeGreaterThanOrEqual(15);
    const none = await call(`${url}?search=no-such-unit`, { headers: keyHeaders() });
    expect(none.body.response).toMatchObject({
      data: [],
      meta: { total: 0, from: null, to: null, last_page: 1 },
    });
  });

  it('answers 422 for a bad per_page or a one-letter search, and refuses missing or wrong keys', async () => {
    expect((await call(`${url}?per_page=0`, { headers: keyHeaders() })).status).toBe(422);
    const short = await call(`${url}?search=a`, { headers: keyHeaders() });
    expect(short.body.errors).toEqual({ search: ['The search field must be at least 2 characters.'] });
    expect((await call(url, { headers: { 'x-secret-key': demo.secretKey } })).status).toBe(403);
    expect((await call(url, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
  });
});
