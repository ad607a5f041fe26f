import { describe, expect, it } from 'vitest';
import { AttentionFormData, AttentionRequest } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, keyHeaders } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';

// Demo data of its own behind a gateway of its own: the file reads the seeded enquiries and names
// seeded unit 1, which a file running beside it on the shared table may hold for a moment.
const { call } = useOwnStack();

const url = `${baseUrl}/system/attention-requests`;
const get = (address: string) => call(address, { headers: keyHeaders() });
const list = async (query: string) => {
  const response = await get(`${url}?per_page=100&${query}`);
  expect(response.status).toBe(200);
  return expectList(response.body, AttentionRequest, url);
};

describe('system attention requests', () => {
  it('get-form-data lists the choices, the active options and the projects', async () => {
    const form = expectSingle((await get(`${url}/get-form-data`)).body, AttentionFormData);
    expect(form.payment_methods.map((choice) => choice.key)).toContain('bank_finance');
    expect(form.options.every((option) => option.is_active)).toBe(true);
    expect(form.projects.length).toBeGreaterThanOrEqual(2);
  });

  it("lists every client's enquiries with their client; filters by client, platform and day", async () => {
    const all = await list('');
    expect(all.length).toBeGreaterThanOrEqual(4);
    // A lead staff stored before its client is known has neither (the staff CRM's leads share the record).
    for (const request of all) expect(request.client?.id ?? null).toBe(request.client_id);
    expect(new Set(all.map((request) => request.client_id)).size).toBeGreaterThanOrEqual(3);
    const ofClient = await list('client_id=2');
    expect(ofClient.map((request) => request.platform).sort()).toEqual(['call_centre', 'walk_in']);
    expect((await list('client_id=2&platform=walk_in')).map((r) => r.platform)).toEqual(['walk_in']);
    const website = await list('platform=website');
    expect(website.length).toBeGreaterThanOrEqual(2);
    expect(website.every((request) => request.platform === 'website')).toBe(true);
    expect(website.map((request) => request.client?.name)).toContain('Demo Client');
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`created_at=${today}`)).length).toBe(all.length);
    expect(await list('created_at=2001-01-01')).toHaveLength(0);
  });

  it('stores an enquiry for a client, then lists and shows it', async () => {
    const response = await call(`${url}/store`, {
      headers: keyHeaders(),
      form: {
        client_id: '6',
        reason_for_buy: 'investment',
        payment_method: 'cash',
        price_range: '1300000',
        'option_ids[]': '1',
        'project_ids[]': '2',
        'unit_ids[]': '1',
      },
    });
    expect(response.status).toBe(201);
    const stored = expectSingle(response.body, AttentionRequest);
    expect(stored).toMatchObject({
      client_id: 6,
      platform: 'back_office',
      price_range: '1300000',
      options: [{ id: 1 }],
      projects: [{ id: 2 }],
      units: [{ id: 1 }],
    });
    expect(stored.buildings.map((building) => building.id)).toEqual([1]);
    expect((await list('client_id=6')).map((request) => request.id)).toEqual([stored.id]);
    expect((await list('platform=back_office')).map((request) => request.id)).toContain(stored.id);
    const shown = expectSingle((await get(`${url}/${stored.id}`)).body, AttentionRequest);
    expect(shown.client?.id).toBe(6);
    expect(expectSingle((await get(`${url}/1`)).body, AttentionRequest).client?.name).toBe('Demo Client');
  });

  it('answers 422 for bad input or an unknown client, 404 for an unknown enquiry', async () => {
    const bad = await call(`${url}/store`, {
      headers: keyHeaders(),
      form: { reason_for_buy: 'boredom', payment_method: 'cash', 'unit_ids[]': '999' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The client id field is required. (and 1 more errors)',
      errors: {
        client_id: ['The client id field is required.'],
        reason_for_buy: ['The selected reason for buy is invalid.'],
      },
    });
    const unknown = await call(`${url}/store`, {
      headers: keyHeaders(),
      form: { client_id: '9999', reason_for_buy: 'investment', payment_method: 'cash' },
    });
    expect(unknown.body).toEqual({
      message: 'The selected client id is invalid.',
      errors: { client_id: ['The selected client id is invalid.'] },
    });
    const badUnit = await call(`${url}/store`, {
      headers: keyHeaders(),
      form: { client_id: '6', reason_for_buy: 'investment', payment_method: 'cash', 'unit_ids[]': '999' },
    });
    expect(badUnit.body.errors).toEqual({ 'unit_ids.0': ['The selected unit ids.0 is invalid.'] });
    expect((await get(`${url}?client_id=abc`)).body.errors).toEqual({
      client_id: ['The client id field must be an integer.'],
    });
    const missing = await get(`${url}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The requested attention request was not found.');
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const [method, path] of [
      ['GET', '/get-form-data'],
      ['GET', ''],
      ['POST', '/store'],
      ['GET', '/1'],
    ] as const) {
      expect((await call(`${url}${path}`, { method })).status).toBe(403);
      expect(
        (await call(`${url}${path}`, { method, headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status,
      ).toBe(401);
    }
  });
});
