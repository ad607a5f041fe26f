import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client } from '../../../shared/schemas/records';
import { expectRecord } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/clients/store`;
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('POST /system/clients/store', () => {
  it('creates a client and answers 201 with the Client record, findable at once', async () => {
    const email = `new.${randomUUID().slice(0, 8)}@Example.com`;
    const response = await call(url, {
      headers: keyHeaders(),
      form: { name: 'Rana Al-Harthi', phone: uniquePhone(), email, platform: 'website' },
    });
    expect(response.status).toBe(201);
    const client = expectRecord(Client, response.body.data);
    expect(client).toMatchObject({ name: 'Rana Al-Harthi', email: email.toLowerCase(), platform: 'website' });
    const found = await call(`${baseUrl}/system/clients?search=${encodeURIComponent(email)}`, {
      headers: keyHeaders(),
    });
    expect(found.body.response.data.map((c: { id: number }) => c.id)).toEqual([client.id]);
  });

  it('answers 422 for missing name and phone, and for an e-mail or phone already taken', async () => {
    const missing = await call(url, { headers: keyHeaders(), form: { email: 'x@example.com' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['name', 'phone']);
    const taken = await call(url, { headers: keyHeaders(), form: { name: 'Copy', phone: '966555000111' } });
    expect(taken.body.errors).toEqual({ phone: ['The phone has already been taken.'] });
  });

  it('refuses missing or wrong keys', async () => {
    expect((await call(url, { form: { name: 'x' } })).status).toBe(403);
    expect(
      (await call(url, { headers: keyHeaders({ 'x-secret-key': 'no' }), form: { name: 'x' } })).status,
    ).toBe(401);
  });
});
