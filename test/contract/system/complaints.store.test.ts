import { describe, expect, it } from 'vitest';
import { Complaint } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const complaints = `${baseUrl}/system/complaints/store`;
const _qualifications = `${baseUrl}/system/qualification-requests`;
const DEMO_CLIENT = '25';

describe('POST /system/complaints/store', () => {
  it("files a complaint for a client, about one of the client's units", async () => {
    const response = await call(complaints, {
      headers: keyHeaders(),
      form: { client_id: DEMO_CLIENT, category: 'billing', description: 'Invoice sent twice.', unit_id: '3' },
    });
    expect(response.status).toBe(201);
    expect(expectSingle(response.body, Complaint)).toMatchObject({
      client_id: 25,
      unit_id: 3,
      category: 'billing',
      status: 'new',
      unit: { id: 3, name: 'ALM-A23' },
    });
  });

  it('answers 422 for missing fields, an unknown client, a unit not theirs', async () => {
    const missing = await call(complaints, { headers: keyHeaders(), form: { category: 'weather' } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The client id field is required. (and 2 more errors)',
      errors: {
        client_id: ['The client id field is required.'],
        category: ['The selected category is invalid.'],
        description: ['The description field is required.'],
      },
    });
    const unknown = await call(complaints, {
      headers: keyHeaders(),
      form: { client_id: '9999', category: 'staff', description: 'x' },
    });
    expect(unknown.body).toEqual({
      message: 'The selected client id is invalid.',
      errors: { client_id: ['The selected client id is invalid.'] },
    });
    const notTheirs = await call(complaints, {
      headers: keyHeaders(),
      form: { client_id: DEMO_CLIENT, category: 'staff', description: 'x', unit_id: '30' },
    });
    expect(notTheirs.body.errors).toEqual({ unit_id: ['The selected unit id is invalid.'] });
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    expect((await call(complaints, { method: 'POST' })).status).toBe(403);
    expect(
      (await call(complaints, { method: 'POST', headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status,
    ).toBe(401);
  });
});
