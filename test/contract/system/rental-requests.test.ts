import { describe, expect, it } from 'vitest';
import { RentalRequest } from '../../../shared/schemas/records';
import { expectList, expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const rentals = `${baseUrl}/system/rental-requests`;
const _purchases = `${baseUrl}/system/purchase-requests`;
const get = (url: string) => call(url, { headers: keyHeaders() });

describe('system rental requests', () => {
  it('GET /system/rental-requests lists them newest first, with their client', async () => {
    const response = await get(rentals);
    expect(response.status).toBe(200);
    const all = expectList(response.body, RentalRequest, rentals);
    expect(all.map((request) => [request.id, request.unit_name, request.bathrooms_count])).toEqual([
      [4, '3-bedroom townhouse', 4],
      [3, 'Studio near metro', 3],
      [2, 'Family villa', 2],
      [1, '2-bedroom apartment', 1],
    ]);
    expect(all.every((request) => request.client?.id === request.client_id)).toBe(true);
  });

  it('filters by client', async () => {
    const first = expectSingle((await get(`${rentals}/1`)).body, RentalRequest);
    const own = expectList(
      (await get(`${rentals}?client_id=${first.client_id}`)).body,
      RentalRequest,
      rentals,
    );
    expect(own.map((request) => request.id)).toEqual([1]);
  });

  it('GET /system/rental-requests/{id} answers one request with its client', async () => {
    const response = await get(`${rentals}/1`);
    expect(response.status).toBe(200);
    const request = expectSingle(response.body, RentalRequest);
    expect(nullFields(request)).toEqual([]);
    expect(request).toMatchObject({ id: 1, unit_name: '2-bedroom apartment', bathrooms_count: 1 });
    expect(request.client?.email).toBe(demo.clientEmail);
  });

  it('answers 422 for a malformed or unknown client', async () => {
    const malformed = await get(`${rentals}?client_id=abc`);
    expect(malformed.status).toBe(422);
    expect(malformed.body).toEqual({
      message: 'The client id field must be an integer.',
      errors: { client_id: ['The client id field must be an integer.'] },
    });
    const unknown = await get(`${rentals}?client_id=99999`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ client_id: ['The selected client id is invalid.'] });
  });
});
