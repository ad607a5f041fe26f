import { describe, expect, it } from 'vitest';
import { PurchaseRequest, PurchaseRequestWithOffers } from '../../../shared/schemas/records';
import { expectList, expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const rentals = `${baseUrl}/system/rental-requests`;
const purchases = `${baseUrl}/system/purchase-requests`;
const get = (url: string) => call(url, { headers: keyHeaders() });

describe('system purchase requests', () => {
  it('GET /system/purchase-requests lists them, filterable by status and project', async () => {
    // Newest first; other tests add requests meanwhile, so only the two seeded ones are compared.
    const seeded = <T extends { id: number }>(list: T[]) => list.filter((request) => request.id <= 2);
    const all = seeded(expectList((await get(`${purchases}?per_page=100`)).body, PurchaseRequest, purchases));
    expect(all.map((request) => request.id)).toEqual([2, 1]);
    expect(all[1]).toMatchObject({
      id: 1,
      project_id: 1,
      title: 'Concrete and rebar for Building C',
      status: 'approved',
    });
    expect(all[1]?.project?.code).toBe('ALM-01');
    expect(all[1]?.fromUser?.id).toBe(all[1]?.from_user_id);
    const filtered = await get(`${purchases}?status=approved&project_id=1&per_page=100`);
    expect(
      seeded(expectList(filtered.body, PurchaseRequest, purchases)).map((request) => request.id),
    ).toEqual([2, 1]);
    const otherProject = await get(`${purchases}?project_id=2&per_page=100`);
    expect(seeded(expectList(otherProject.body, PurchaseRequest, purchases))).toEqual([]);
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
    // Three suppliers quoted; the comparison awarded the first (totals with VAT, SAR).
    expect(
      request.purchaseRequestOffers.map((offer) => [offer.status, offer.offer_number, offer.total]),
    ).toEqual([
      ['selected', 240_117, 647_967.5],
      ['not_selected', 88_412, 665_217.5],
      ['not_selected', 5_530, 661_825],
    ]);
    expect(request.purchaseRequestOffers[0]?.purchase_request_id).toBe(1);
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
