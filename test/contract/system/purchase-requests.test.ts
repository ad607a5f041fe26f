import { describe, expect, it } from 'vitest';
import { PurchaseRequest, PurchaseRequestWithOffers } from '../../../shared/schemas/records';
import { expectList, expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const rentals = `${baseUrl}/system/rental-requests`;
const purchases = `${baseUrl}/system/purchase-requests`;
const get = (url: string) => call(url, { headers: keyHeaders() });

describe('system purchase requests', () => {
  it('GET /system/purchase-requests lists them, filterable by status and project', async () => {
    // The seeded request 1, beside the second seeded one (pending) and any the staff tests store.
    const all = expectList((await get(`${purchases}?per_page=100`)).body, PurchaseRequest, purchases).filter(
      (request) => request.id === 1,
    );
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: 1,
      project_id: 1,
      title: 'Concrete and rebar for Building C',
      status: 'approved',
    });
    expect(all[0]?.project?.code).toBe('ALM-01');
    expect(all[0]?.fromUser?.id).toBe(all[0]?.from_user_id);
    const filtered = await get(`${purchases}?status=approved&project_id=1`);
    expect(expectList(filtered.body, PurchaseRequest, purchases).map((request) => request.id)).toContain(1);
    expect((await get(`${purchases}?status=cancelled`)).body.response.meta.total).toBe(0);
    expect((await get(`${purchases}?project_id=2`)).body.response.meta.total).toBe(0);
  });

  it('GET /system/purchase-requests/{id} answers the request with its lines and offers', async () => {
    const response = await get(`${purchases}/1`);
    expect(response.status).toBe(200);
    const request = expectSingle(response.body, PurchaseRequestWithOffers);
    expect(nullFields(request)).toEqual([]);
    expect(
      request.purchaseRequestDetails.map((detail) => [
        detail.material_id,
        detail.amount,
        detail.purchase_request_id,
      ]),
    ).toEqual([
      [101, 850, 1],
      [205, 120, 1],
    ]);
    expect(request.purchaseRequestOffers).toHaveLength(1);
    expect(request.purchaseRequestOffers[0]).toMatchObject({
      status: 'accepted',
      offer_number: 240_117,
      total: 563_450,
      purchase_request_id: 1,
    });
    expect(request.purchaseRequestOffers[0]?.supplier?.name).toBeTruthy();
  });

  it('answers 422 for a malformed project filter', async () => {
    const response = await get(`${purchases}?project_id=x`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The project id field must be an integer.',
      errors: { project_id: ['The project id field must be an integer.'] },
    });
  });
});

describe('system rental and purchase requests', () => {
  it('answers 404 for unknown ids', async () => {
    for (const [url, name] of [
      [`${rentals}/9999`, 'rental request'],
      [`${purchases}/9999`, 'purchase request'],
    ] as const) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: `The requested ${name} was not found.` });
    }
    expect((await get(`${purchases}/abc`)).status).toBe(404);
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const url of [rentals, `${rentals}/1`, purchases, `${purchases}/1`]) {
      expect((await call(url)).status).toBe(403);
      expect((await call(url, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    }
  });
});
