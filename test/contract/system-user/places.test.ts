import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import { AREA, BLOCK, CITY, COUNTRY } from '../../../shared/domain/locations/locations';
import { AreaDetail, BlockDetail, CityDetail, CountryDetail } from '../../../shared/schemas/records';
import { expectList } from '../../support/envelopes';
import { call, keyHeaders, loginAs, systemUserUrl } from '../../support/http';

const staffHeaders = async (extra: Record<string, string> = {}) => {
  const token = await issueAccessToken('user', 1, ['core.places.view']);
  return keyHeaders({ Authorization: `Bearer ${token.plainText}`, ...extra });
};

/** A country of this test's own, with two areas, three cities and two districts, listed out of creation order. */
async function ownCountry() {
  const country = await createEntity(COUNTRY, {
    name: 'Testland',
    name_ar: 'أرض الاختبار',
    code: 'TL',
    sort_order: 900,
  });
  const north = await createEntity(AREA, {
    name: 'North',
    name_ar: 'الشمال',
    country_id: country.id,
    type: 'region',
    sort_order: 2,
  });
  const south = await createEntity(AREA, {
    name: 'South',
    name_ar: 'الجنوب',
    country_id: country.id,
    type: 'region',
    sort_order: 1,
  });
  const city = (name: string, nameAr: string, areaId: number, sortOrder: number) =>
    createEntity(CITY, {
      name,
      name_ar: nameAr,
      country_id: country.id,
      area_id: areaId,
      parent_id: null,
      type: 'city',
      sort_order: sortOrder,
    });
  const port = await city('Port', 'الميناء', north.id, 30);
  const hill = await city('Hill', 'التل', north.id, 10);
  const lake = await city('Lake', 'البحيرة', south.id, 20);
  const block = (name: string, nameAr: string, sortOrder: number) =>
    createEntity(BLOCK, { name, name_ar: nameAr, city_id: port.id, type: 'district', sort_order: sortOrder });
  const docks = await block('Docks', 'الأرصفة', 2);
  const oldTown = await block('Old Town', 'البلدة القديمة', 1);
  return { country, north, south, port, hill, lake, docks, oldTown };
}

describe('GET {system_user_url}/countries, /areas, /cities, /blocks', () => {
  it('lists the seeded Saudi regions in their official order, with both names', async () => {
    const headers = await staffHeaders();
    const url = `${systemUserUrl}/areas`;
    const response = await call(`${url}?country_id=1&per_page=20`, { headers });
    expect(response.status).toBe(200);
    const areas = expectList(response.body, AreaDetail, url);
    expect(response.body.response.meta.total).toBe(13);
    expect(areas[0]).toEqual({
      id: 1,
      country_id: 1,
      name: 'Riyadh Region',
      name_ar: 'منطقة الرياض',
      name_en: 'Riyadh Region',
      type: 'region',
    });
    expect(areas.map((area) => area.name_en).slice(0, 3)).toEqual([
      'Riyadh Region',
      'Makkah Region',
      'Madinah Region',
    ]);
    const blocks = await call(`${systemUserUrl}/blocks?city_id=2&per_page=50`, { headers });
    expect(blocks.body.response.data.map((block: { name: string }) => block.name)).toContain('Al Shati');
  });

  it('narrows areas by country, cities by country and area, blocks by city, in listing order', async () => {
    const own = await ownCountry();
    const headers = await staffHeaders();
    const names = async (path: string) => {
      const response = await call(`${systemUserUrl}${path}`, { headers });
      expect(response.status).toBe(200);
      return response.body.response.data.map((place: { name: string }) => place.name);
    };
    expect(await names(`/areas?country_id=${own.country.id}`)).toEqual(['South', 'North']);
    expect(await names(`/cities?country_id=${own.country.id}`)).toEqual(['Hill', 'Lake', 'Port']);
    expect(await names(`/cities?area_id=${own.north.id}`)).toEqual(['Hill', 'Port']);
    expect(await names(`/cities?country_id=${own.country.id}&area_id=${own.south.id}`)).toEqual(['Lake']);
    expect(await names(`/blocks?city_id=${own.port.id}`)).toEqual(['Old Town', 'Docks']);

    const url = `${systemUserUrl}/cities`;
    const cities = expectList(
      (await call(`${url}?area_id=${own.north.id}`, { headers })).body,
      CityDetail,
      url,
    );
    expect(cities[0]).toEqual({
      id: own.hill.id,
      country_id: own.country.id,
      area_id: own.north.id,
      parent_id: null,
      name: 'Hill',
      name_ar: 'التل',
      name_en: 'Hill',
      type: 'city',
    });
  });

  it('answers `name` in Arabic when Accept-Language prefers it, both names always', async () => {
    const own = await ownCountry();
    const headers = await staffHeaders({ 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    const url = `${systemUserUrl}/blocks`;
    const blocks = expectList(
      (await call(`${url}?city_id=${own.port.id}`, { headers })).body,
      BlockDetail,
      url,
    );
    expect(blocks).toEqual([
      {
        id: own.oldTown.id,
        city_id: own.port.id,
        name: 'البلدة القديمة',
        name_ar: 'البلدة القديمة',
        name_en: 'Old Town',
        type: 'district',
      },
      {
        id: own.docks.id,
        city_id: own.port.id,
        name: 'الأرصفة',
        name_ar: 'الأرصفة',
        name_en: 'Docks',
        type: 'district',
      },
    ]);
    const countriesUrl = `${systemUserUrl}/countries`;
    const countries = expectList(
      (await call(`${countriesUrl}?per_page=100`, { headers })).body,
      CountryDetail,
      countriesUrl,
    );
    expect(countries[0]).toEqual({
      id: 1,
      name: 'المملكة العربية السعودية',
      name_ar: 'المملكة العربية السعودية',
      name_en: 'Saudi Arabia',
      code: 'SA',
    });
    expect(countries.find((country) => country.id === own.country.id)?.name).toBe('أرض الاختبار');
  });

  it('pages a filtered list', async () => {
    const own = await ownCountry();
    const headers = await staffHeaders();
    const response = await call(`${systemUserUrl}/cities?country_id=${own.country.id}&per_page=2&page=2`, {
      headers,
    });
    expect(response.body.response.data.map((city: { name: string }) => city.name)).toEqual(['Port']);
    expect(response.body.response.meta).toMatchObject({
      current_page: 2,
      last_page: 2,
      total: 3,
      from: 3,
      to: 3,
    });
  });

  it('answers 422 for a malformed filter, in Arabic when asked', async () => {
    const response = await call(`${systemUserUrl}/cities?area_id=north`, { headers: await staffHeaders() });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ area_id: ['The area id field must be an integer.'] });
    const arabic = await call(`${systemUserUrl}/blocks?city_id=0`, {
      headers: await staffHeaders({ 'Accept-Language': 'ar' }),
    });
    expect(arabic.status).toBe(422);
    expect(Object.keys(arabic.body.errors)).toEqual(['city_id']);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs a staff bearer holding core.places.view', async () => {
    const url = `${systemUserUrl}/countries`;
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const client = await loginAs('client');
    expect((await call(url, { headers: keyHeaders({ Authorization: `Bearer ${client}` }) })).status).toBe(
      401,
    );
    const other = await issueAccessToken('user', 1, ['core.home.view']);
    const forbidden = await call(url, {
      headers: keyHeaders({ Authorization: `Bearer ${other.plainText}` }),
    });
    expect(forbidden.status).toBe(403);
  });
});
