import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEntity, updateEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { Client, Deleted } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const clients = `${baseUrl}/system/clients`;
const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function newClient() {
  const phone = uniquePhone();
  const email = `gone.${randomUUID().slice(0, 8)}@example.com`;
  const response = await call(`${clients}/store`, {
    headers: keyHeaders(),
    form: { name: 'Majed Al-Harbi', phone, email },
  });
  expect(response.status).toBe(201);
  return { id: response.body.data.id as number, phone, email };
}

const remove = (id: number | string, headers = keyHeaders()) =>
  call(`${clients}/${id}`, { method: 'DELETE', headers });

describe('GET /system/clients/{client_id}', () => {
  it('answers the Client record; unknown or malformed ids are 404', async () => {
    const response = await call(`${clients}/5`, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    expect(expectSingle(response.body, Client).id).toBe(5);
    expect((await call(`${clients}/99999999`, { headers: keyHeaders() })).status).toBe(404);
    expect((await call(`${clients}/abc`, { headers: keyHeaders() })).status).toBe(404);
    expect((await call(`${clients}/5`)).status).toBe(403);
    expect((await call(`${clients}/5`, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(
      401,
    );
  });
});

describe('DELETE /system/clients/{client_id}', () => {
  it('soft-deletes: show 404, gone from lists and search, the phone and e-mail free again', async () => {
    const client = await newClient();
    // Counted by its own e-mail: other files add clients to the shared table while this one runs.
    const found = async () =>
      (await call(`${clients}?search=${encodeURIComponent(client.email)}`, { headers: keyHeaders() })).body
        .response.meta.total;
    expect(await found()).toBe(1);
    const deleted = await remove(client.id);
    expect(deleted.status).toBe(200);
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });

    expect((await call(`${clients}/${client.id}`, { headers: keyHeaders() })).status).toBe(404);
    expect(await found()).toBe(0);
    const search = await call(`${clients}?search=${encodeURIComponent(client.email)}`, {
      headers: keyHeaders(),
    });
    expect(search.body.response.data).toEqual([]);
    const reuse = await call(`${clients}/store`, {
      headers: keyHeaders(),
      form: { name: 'New owner of the number', phone: client.phone, email: client.email },
    });
    expect(reuse.status).toBe(201);
    expect((await remove(client.id)).status).toBe(404);
  });

  it('refuses with 409 while the client has sales or an active booking', async () => {
    const withSales = await remove(25);
    expect(withSales.status).toBe(409);
    expect(withSales.body.message).toMatch(
      /^The client cannot be deleted while they have sales \([1-9]\d*\) or active bookings \(\d+\)\.$/,
    );

    const client = await newClient();
    const booking = await createEntity(
      BOOKING,
      {
        unit_id: 1,
        building_id: 1,
        client_id: client.id,
        status: 'active',
        booking_open_at: null,
        booking_expired_at: null,
      },
      { links: [{ type: CLIENT, id: client.id }] },
    );
    const booked = await remove(client.id);
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe(
      'The client cannot be deleted while they have sales (0) or active bookings (1).',
    );
    await updateEntity(BOOKING, booking.id, { status: 'expired' }, { recordName: 'booking' });
    expect((await remove(client.id)).status).toBe(200);
  });

  it('answers 404 for an unknown client and 403/401 for missing or wrong keys', async () => {
    expect((await remove(99999999)).status).toBe(404);
    expect((await call(`${clients}/5`, { method: 'DELETE' })).status).toBe(403);
    expect((await remove(5, keyHeaders({ 'x-secret-key': 'wrong' }))).status).toBe(401);
  });
});
