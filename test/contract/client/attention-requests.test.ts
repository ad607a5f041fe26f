import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { AttentionFormData, ClientAttentionRequest, SaleableDetail } from '../../../shared/schemas/records';
import { allUnits } from '../../support/all-units';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const url = `${baseUrl}/client/attention-requests`;
/**
 * Enquiries are made as seeded client 1, so the demo client's newest enquiry (which add-comment
 * answers) stays the seeded one; the demo client plays "another client".
 */
const OWNER = 1;
const bearer = async () =>
  keyHeaders({ Authorization: `Bearer ${(await issueAccessToken('client', OWNER, ['client'])).plainText}` });
/** Another client (the demo client): never stores an enquiry here. */
const otherBearer = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });

interface StaffUnit {
  id: number;
  project_id: number;
  status: string;
  is_for_rent: boolean;
  room_count: number;
  price_after_tax: number;
}

const store = async (headers: Record<string, string>, form: Record<string, string | string[]>) =>
  call(`${url}/store`, { headers, form });

describe('client attention requests', () => {
  it('get-form-data answers the choices, the active options and the projects', async () => {
    const response = await call(`${url}/get-form-data`, { headers: await bearer() });
    expect(response.status).toBe(200);
    const form = expectSingle(response.body, AttentionFormData);
    expect(form.payment_methods.map((choice) => choice.key)).toEqual([
      'cash',
      'bank_finance',
      'installments',
    ]);
    expect(form.options.length).toBeGreaterThan(0);
    expect(form.options.every((option) => option.is_active === true)).toBe(true);
    // The demo projects; files beside this one add projects of their own.
    expect(form.projects.map((project) => project.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('stores an enquiry (201) with its options, projects, units and buildings; index and show find it', async () => {
    const headers = await bearer();
    const created = await store(headers, {
      reason_for_buy: 'investment',
      payment_method: 'cash',
      bedroom_count: '2',
      price_range: '1000000',
      has_kitchen: 'yes',
      'option_ids[]': ['1', '2'],
      'project_ids[]': '1',
      'unit_ids[]': '1',
    });
    expect(created.status).toBe(201);
    const request = expectSingle(created.body, ClientAttentionRequest);
    expect(request).toMatchObject({
      client_id: OWNER,
      reason_for_buy: 'investment',
      payment_method: 'cash',
      bedroom_count: '2',
      price_range: '1000000',
      has_kitchen: 'yes',
      has_toilet_elderly: null,
      platform: 'client_app',
    });
    expect(request.options.map((option) => option.id)).toEqual([1, 2]);
    expect(request.projects.map((project) => project.id)).toEqual([1]);
    expect(request.units.map((unit) => unit.id)).toEqual([1]);
    expect(request.buildings).toHaveLength(1);

    const list = await call(`${url}?per_page=100`, { headers });
    const listed = expectList(list.body, ClientAttentionRequest, url);
    expect(listed[0]?.id).toBe(request.id);
    expect(listed.every((item) => item.client_id === OWNER)).toBe(true);

    const shown = await call(`${url}/${request.id}`, { headers });
    // Project cover URLs are signed per call; everything else is the same record.
    const withoutUrls = (record: typeof request) => ({
      ...record,
      projects: record.projects.map((p) => p.id),
    });
    expect(withoutUrls(expectSingle(shown.body, ClientAttentionRequest))).toEqual(withoutUrls(request));
  });

  it('answers 422 for missing or unknown choices and for ids that do not exist or are not on offer', async () => {
    const headers = await bearer();
    const missing = await store(headers, { note: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      reason_for_buy: ['The reason for buy field is required.'],
      payment_method: ['The payment method field is required.'],
    });
    const badChoice = await store(headers, { reason_for_buy: 'fun', payment_method: 'cash' });
    expect(badChoice.body.errors).toEqual({ reason_for_buy: ['The selected reason for buy is invalid.'] });
    // unit 3 is sold, option 6 is inactive, project 999999 does not exist
    const unknown = await store(headers, {
      reason_for_buy: 'investment',
      payment_method: 'cash',
      'option_ids[]': ['1', '6'],
      'project_ids[]': '999999',
      'unit_ids[]': ['1', '3'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'option_ids.1': ['The selected option ids.1 is invalid.'],
      'project_ids.0': ['The selected project ids.0 is invalid.'],
      'unit_ids.1': ['The selected unit ids.1 is invalid.'],
    });
  });

  it("answers 404 for another client's enquiry, and 401 without a token", async () => {
    const own = await store(await bearer(), { reason_for_buy: 'second_home', payment_method: 'cash' });
    expect(own.status).toBe(201);
    const id = own.body.data.id;
    const response = await call(`${url}/${id}`, { headers: await otherBearer() });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('The requested attention request was not found.');
    expect((await call(`${url}/99999999`, { headers: await bearer() })).status).toBe(404);
    for (const path of [
      '',
      '/get-form-data',
      `/${id}`,
      '/get-can-bay-saleable-detail-for-project?project_id=1',
    ])
      expect((await call(`${url}${path}`, { headers: keyHeaders() })).status).toBe(401);
    expect((await store(keyHeaders(), { reason_for_buy: 'investment', payment_method: 'cash' })).status).toBe(
      401,
    );
  });

  it("get-can-bay-saleable-detail-for-project lists the project's units on sale within the enquiry's budget and bedrooms", async () => {
    const headers = await bearer();
    const units = await allUnits<StaffUnit>();
    const onSale = units.filter(
      (unit) => unit.project_id === 1 && unit.status === 'available' && !unit.is_for_rent,
    );
    const budget = Math.ceil(Math.max(...onSale.map((unit) => unit.price_after_tax)));
    const rooms = Math.min(...onSale.map((unit) => unit.room_count)) + 1;
    const enquiry = await store(headers, {
      reason_for_buy: 'family_home',
      payment_method: 'bank_finance',
      bedroom_count: String(rooms),
      price_range: String(budget - 1),
    });
    const id = enquiry.body.data.id;
    const path = `${url}/get-can-bay-saleable-detail-for-project`;
    const response = await call(`${path}?project_id=1&attention_request_id=${id}&per_page=100`, { headers });
    expect(response.status).toBe(200);
    const listed = expectList(response.body, SaleableDetail, path);
    const expected = onSale.filter((unit) => unit.price_after_tax <= budget - 1 && unit.room_count >= rooms);
    // Among the units read before (files beside this one add units to project 1; a page read while
    // they do may repeat one): the ones within budget and rooms, and no other.
    const known = new Set(onSale.map((unit) => unit.id));
    const listedKnown = [...new Set(listed.map((unit) => unit.id))].filter((unitId) => known.has(unitId));
    expect(listedKnown.sort()).toEqual([...new Set(expected.map((unit) => unit.id))].sort());
    expect(expected.length).toBeLessThan(onSale.length);

    // Without attention_request_id the newest enquiry (the one just made) applies.
    const newest = await call(`${path}?project_id=1&per_page=100`, { headers });
    expect(newest.body.response.meta.total).toBe(expected.length);

    const noProject = await call(path, { headers });
    expect(noProject.status).toBe(422);
    expect(noProject.body.errors).toEqual({ project_id: ['The project id field is required.'] });
    const unknownProject = await call(`${path}?project_id=999999`, { headers });
    expect(unknownProject.body.errors).toEqual({ project_id: ['The selected project id is invalid.'] });
    // Enquiry 1 is the demo client's (seeded).
    const notOwn = await call(`${path}?project_id=1&attention_request_id=1`, { headers });
    expect(notOwn.status).toBe(404);
  });
});
