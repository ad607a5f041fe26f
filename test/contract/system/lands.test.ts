import { describe, expect, it } from 'vitest';
import { Land, LandOwner } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/lands`;
const owners = `${url}/owners`;
const get = (address: string) => call(address, { headers: keyHeaders() });

describe('system lands', () => {
  it('lists the land owners with their lands, finds them by name, shows one', async () => {
    const all = expectList((await get(`${owners}?per_page=100`)).body, LandOwner, owners);
    expect(all.map((owner) => owner.name).sort()).toEqual(['Abdullah Al-Subaie', 'Al Waha Holding']);
    expect(all.every((owner) => owner.lands_count === 2)).toBe(true);
    const found = expectList((await get(`${owners}?search=waha`)).body, LandOwner, owners);
    expect(found.map((owner) => owner.name)).toEqual(['Al Waha Holding']);
    const one = expectSingle((await get(`${owners}/1`)).body, LandOwner);
    expect(one).toMatchObject({ id: 1, name: 'Abdullah Al-Subaie', type: 'individual', phone: 966505551234 });
  });

  it('lists lands with their nested records, filtered by status and project', async () => {
    const all = expectList((await get(`${url}?per_page=100`)).body, Land, url);
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const land of all) {
      expect(land.project?.id).toBe(land.project_id);
      expect(land.landOwner?.id).toBe(land.land_owner_id);
      expect(land.city?.id).toBe(land.city_id);
      expect(land.areaRecord?.id).toBe(land.area_id);
      expect(land.block?.id).toBe(land.block_id);
    }
    const purchased = expectList((await get(`${url}?status=purchased&project_id=2`)).body, Land, url);
    expect(purchased.map((land) => land.name)).toEqual(['North Corniche plot 7']);
    const land = expectSingle((await get(`${url}/2`)).body, Land);
    expect(land).toMatchObject({
      name: 'Al Malqa plot 15',
      area: 3100.5,
      price: 8_200_000,
      status: 'under_negotiation',
      project: { code: 'ALM-01' },
      landOwner: { name: 'Abdullah Al-Subaie' },
      city: { name: 'Riyadh' },
    });
  });

  it('answers 422 for a bad filter and 404 for an unknown land or owner', async () => {
    const bad = await get(`${url}?status=sold&project_id=x`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The selected status is invalid. (and 1 more errors)',
      errors: {
        status: ['The selected status is invalid.'],
        project_id: ['The project id field must be an integer.'],
      },
    });
    const short = await get(`${owners}?search=a`);
    expect(short.body.errors).toEqual({ search: ['The search field must be at least 2 characters.'] });
    const missing = await get(`${url}/999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The requested land was not found.');
    expect((await get(`${owners}/999`)).body.message).toBe('The requested land owner was not found.');
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const address of [url, `${url}/1`, owners, `${owners}/1`]) {
      expect((await call(address)).status).toBe(403);
      expect((await call(address, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    }
  });
});
