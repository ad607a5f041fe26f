import { describe, expect, it } from 'vitest';
import { SaleableDetail, SaleableDetailFiles } from '../../../shared/schemas/records';
import { allUnits, onSteadyUnits } from '../../support/all-units';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const bearer = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });
const url = `${baseUrl}/client/saleable-details`;

interface StaffUnit {
  id: number;
  project_id: number;
  status: string;
  is_for_rent: boolean;
  room_count: number;
  price_after_tax: number;
}

/**
 * A seeded sold unit that answered 200 where a 404 was expected: a file beside this one (a sale
 * cancelled or refunded) put it back on sale meanwhile, and then it must be on sale now.
 */
async function expectBackOnSale(unitId: number, status: number) {
  const now = (await allUnits<StaffUnit>()).find((unit) => unit.id === unitId);
  expect([status, now?.status]).toEqual([200, 'available']);
}

describe('client saleable details', () => {
  it('lists exactly the units available for sale, without meter, deed or buyer data', async () => {
    await onSteadyUnits<StaffUnit>(async (expected) => {
      const response = await call(`${url}?per_page=100`, { headers: await bearer() });
      const listed = expectList(response.body, SaleableDetail, url);
      expect(listed.map((unit) => unit.id).sort()).toEqual(expected.map((unit) => unit.id).sort());
      expect(response.body.response.data[0]).not.toHaveProperty('deed_number');
      expect(response.body.response.data[0]).not.toHaveProperty('client');
    });
  });

  it('filters by project, rooms and an inclusive price range', async () => {
    await onSteadyUnits<StaffUnit>(async (saleable) => {
      const pick = saleable[0] as StaffUnit;
      const price = pick.price_after_tax;
      const query = `project_id=${pick.project_id}&rooms=${pick.room_count}&min_price=${Math.floor(price)}&max_price=${Math.ceil(price)}`;
      const expected = saleable.filter(
        (unit) =>
          unit.project_id === pick.project_id &&
          unit.room_count === pick.room_count &&
          unit.price_after_tax >= Math.floor(price) &&
          unit.price_after_tax <= Math.ceil(price),
      );
      const response = await call(`${url}?per_page=100&${query}`, { headers: await bearer() });
      const listed = expectList(response.body, SaleableDetail, url);
      expect(listed.map((unit) => unit.id).sort()).toEqual(expected.map((unit) => unit.id).sort());
      expect(listed.map((unit) => unit.id)).toContain(pick.id);
      const none = await call(`${url}?max_price=1`, { headers: await bearer() });
      expect(none.body.response.meta.total).toBe(0);
    });
  });

  it('lists cheapest first when a price bound is given, newest first otherwise, paged exactly', async () => {
    await onSteadyUnits<StaffUnit>(async (saleable) => {
      const cheapestFirst = [...saleable]
        .filter((unit) => unit.price_after_tax >= 1)
        .sort((a, b) => a.price_after_tax - b.price_after_tax || a.id - b.id)
        .map((unit) => unit.id);
      expect(cheapestFirst.length).toBeGreaterThan(4);
      const pages = [];
      for (const page of [1, 2]) {
        const response = await call(`${url}?min_price=1&per_page=3&page=${page}`, {
          headers: await bearer(),
        });
        expect(response.body.response.meta.total).toBe(cheapestFirst.length);
        pages.push(...expectList(response.body, SaleableDetail, url).map((unit) => unit.id));
      }
      expect(pages).toEqual(cheapestFirst.slice(0, 6));
      const newest = await call(`${url}?per_page=5`, { headers: await bearer() });
      const ids = expectList(newest.body, SaleableDetail, url).map((unit) => unit.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });

  it('shows a unit on sale, and the same 404 for a sold, booked or missing one', async () => {
    const units = await allUnits<StaffUnit>();
    // A seeded unit on sale (projects 1 and 2 have documents); other tests add units of their own.
    const onSale = units.find(
      (unit) => unit.status === 'available' && !unit.is_for_rent && [1, 2].includes(unit.project_id),
    ) as StaffUnit;
    const sold = units.find((unit) => unit.status === 'sold') as StaffUnit;
    const headers = await bearer();
    const shown = await call(`${url}/${onSale.id}`, { headers });
    expect(expectSingle(shown.body, SaleableDetail).id).toBe(onSale.id);
    const notOnSale = await call(`${url}/${sold.id}`, { headers });
    const missing = await call(`${url}/999999`, { headers });
    expect(missing.status).toBe(404);
    // As for the files below: a file beside this one may have put the sold unit back on sale.
    if (notOnSale.status !== 404) await expectBackOnSale(sold.id, notOnSale.status);
    else expect(notOnSale.body).toEqual(missing.body);
  });

  it('lists the documents of a unit on sale with working download URLs, and 404 for one not on sale', async () => {
    const units = await allUnits<StaffUnit>();
    // A seeded unit on sale (projects 1 and 2 have documents); other tests add units of their own.
    const onSale = units.find(
      (unit) => unit.status === 'available' && !unit.is_for_rent && [1, 2].includes(unit.project_id),
    ) as StaffUnit;
    const sold = units.find((unit) => unit.status === 'sold') as StaffUnit;
    const headers = await bearer();
    const response = await call(`${url}/${onSale.id}/files`, { headers });
    const { unit_id, files } = expectSingle(response.body, SaleableDetailFiles);
    expect(unit_id).toBe(onSale.id);
    expect(files.length).toBeGreaterThan(0);
    const download = await fetch((files[0] as { url: string }).url);
    expect(download.status).toBe(200);
    expect(Number((await download.arrayBuffer()).byteLength)).toBe(files[0]?.size);
    const notOnSale = await call(`${url}/${sold.id}/files`, { headers });
    // A file beside this one may have put the seeded sold unit back on sale meanwhile (a full run
    // did): then its files are shown, and the unit must be on sale now.
    if (notOnSale.status !== 404) await expectBackOnSale(sold.id, notOnSale.status);
  });

  it('answers 422 for malformed filters or a price range upside down, 404 for a non-numeric id', async () => {
    const headers = await bearer();
    const upsideDown = await call(`${url}?min_price=900000&max_price=800000`, { headers });
    expect(upsideDown.status).toBe(422);
    expect(upsideDown.body.errors).toHaveProperty('max_price');
    for (const query of ['rooms=two', 'project_id=0', 'min_price=-5', 'per_page=0']) {
      expect((await call(`${url}?${query}`, { headers })).status).toBe(422);
    }
    expect((await call(`${url}/abc`, { headers })).status).toBe(404); // not an id: no such route, as elsewhere
  });

  it('needs a client bearer token', async () => {
    for (const path of ['', '/1', '/1/files'])
      expect((await call(`${url}${path}`, { headers: keyHeaders() })).status).toBe(401);
  });
});
