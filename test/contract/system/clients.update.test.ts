import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ClientWithDeals } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const updateUrl = (id: number | string) => `${baseUrl}/system/clients/${id}/update`;
const unique = () => randomUUID().replace(/-/g, '').slice(0, 8);
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('POST /system/clients/{client_id}/update', () => {
  it('takes all thirteen fields and answers the Client record with sales, rental requests and bookings', async () => {
    const email = `updated.${unique()}@example.com`;
    const phone = uniquePhone();
    const response = await call(updateUrl(4), {
      headers: keyHeaders(),
      form: {
        name: 'Updated Name',
        type: 'company',
        phone: `+${phone.slice(0, 3)} ${phone.slice(3)}`,
        platform: 'instagram',
        other_phone: '0501234567',
        email: email.toUpperCase(),
        iban_number: 'SA03 8000 0000 6080 1016 7519',
        postal_code: '12345',
        short_national_address: 'RRRD2929',
        address: '7 Olaya Street, Riyadh',
        agency_name: 'Al Noor Agency',
        agency_number: 'AG-7781',
        agency_end_at: '2027-06-30',
      },
    });
    expect(response.status).toBe(200);
    const client = expectSingle(response.body, ClientWithDeals);
    expect(client).toMatchObject({
      id: 4,
      name: 'Updated Name',
      phone,
      email,
      platform: 'instagram',
      postal_code: 12345,
    });
    expect(client.address).toBe('7 Olaya Street, Riyadh');
    expect(
      Array.isArray(client.sales) && Array.isArray(client.rentalRequests) && Array.isArray(client.bookings),
    ).toBe(true);
    const search = await call(`${baseUrl}/system/clients?search=${encodeURIComponent(email)}`, {
      headers: keyHeaders(),
    });
    expect(search.body.response.data.map((c: { id: number }) => c.id)).toEqual([4]);
  });

  it('returns the demo client with their sale, rental request and booking', async () => {
    const list = await call(`${baseUrl}/system/clients?search=${encodeURIComponent(demo.clientEmail)}`, {
      headers: keyHeaders(),
    });
    const id = list.body.response.data[0].id as number;
    const response = await call(updateUrl(id), { headers: keyHeaders(), form: { platform: 'website' } });
    const client = expectSingle(response.body, ClientWithDeals);
    expect(client.email).toBe(demo.clientEmail);
    expect(client.sales.length).toBeGreaterThan(0);
    expect(client.rentalRequests.length).toBeGreaterThan(0);
    expect(client.bookings.length).toBeGreaterThan(0);
    expect(client.bookings.every((booking) => booking.client_id === id)).toBe(true);
  });

  it('clears optional fields sent empty and keeps fields not sent', async () => {
    await call(updateUrl(5), {
      headers: keyHeaders(),
      form: { address: 'Somewhere 1', other_phone: '0509998887' },
    });
    const response = await call(updateUrl(5), {
      headers: keyHeaders(),
      form: { address: '', other_phone: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.address).toBeNull();
    expect(response.body.data.other_phone).toBeNull();
    expect(response.body.data.name).not.toBeNull();
  });

  it('refuses an e-mail or phone another client holds, and frees the old values', async () => {
    const first = await call(updateUrl(6), {
      headers: keyHeaders(),
      form: { email: `six.${unique()}@example.com` },
    });
    const taken = first.body.data.email as string;
    const clash = await call(updateUrl(7), { headers: keyHeaders(), form: { email: taken } });
    expect(clash.status).toBe(422);
    expect(clash.body).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const phoneClash = await call(updateUrl(7), {
      headers: keyHeaders(),
      form: { phone: first.body.data.phone },
    });
    expect(phoneClash.body.errors).toEqual({ phone: ['The phone has already been taken.'] });
    await call(updateUrl(6), { headers: keyHeaders(), form: { email: `six.${unique()}@example.com` } });
    expect((await call(updateUrl(7), { headers: keyHeaders(), form: { email: taken } })).status).toBe(200);
  });

  it('lets exactly one of two clients racing for one e-mail win', async () => {
    const email = `race.${unique()}@example.com`;
    const results = await Promise.all(
      [8, 9, 10, 11].map((id) => call(updateUrl(id), { headers: keyHeaders(), form: { email } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
  });

  it('answers 422 with every failing field', async () => {
    const response = await call(updateUrl(12), {
      headers: keyHeaders(),
      form: {
        name: '',
        email: 'not-an-email',
        phone: '12',
        postal_code: 'abc',
        agency_end_at: '2024-02-30',
        iban_number: 'x',
      },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'agency_end_at',
      'email',
      'iban_number',
      'name',
      'phone',
      'postal_code',
    ]);
    expect(response.body.message).toBe('The name field is required. (and 5 more errors)');
  });

  it('answers 409 for a stale version and 404 for an unknown client', async () => {
    const stale = await call(updateUrl(13), { headers: keyHeaders(), form: { platform: 'x', version: '1' } });
    const again = await call(updateUrl(13), { headers: keyHeaders(), form: { platform: 'y', version: '1' } });
    expect([stale.status, again.status]).toContain(409);
    expect((await call(updateUrl(99999), { headers: keyHeaders(), form: { name: 'x' } })).status).toBe(404);
    expect((await call(updateUrl('abc'), { headers: keyHeaders(), form: { name: 'x' } })).status).toBe(404);
  });

  it('refuses missing or wrong keys', async () => {
    expect((await call(updateUrl(4), { form: { name: 'x' } })).status).toBe(403);
    expect(
      (await call(updateUrl(4), { headers: keyHeaders({ 'x-secret-key': 'bad' }), form: { name: 'x' } }))
        .status,
    ).toBe(401);
  });
});
