import { describe, expect, it } from 'vitest';
import { PurchaseOrder } from '../../../shared/schemas/records';
import { expectList, expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/purchase-orders`;

describe('purchase orders', () => {
  it('GET /system/purchase-orders/{id} answers the PurchaseOrder with everything nested', async () => {
    const response = await call(`${url}/1`, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    const order = expectSingle(response.body, PurchaseOrder);
    expect(nullFields(order)).toEqual([]);
    expect(order.purchaseOrderDetails).toHaveLength(2);
    for (const detail of order.purchaseOrderDetails) {
      expect(detail.purchase_order_id).toBe(order.id);
      expect(detail.purchaseRequestOfferDetails[0]?.id).toBe(detail.purchase_request_offer_details_id);
      expect(detail.purchaseRequestDetails[0]?.id).toBe(
        detail.purchaseRequestOfferDetails[0]?.request_details_id,
      );
    }
    // The lines are without VAT (563,450.00); the order's total is with 15 % VAT.
    const lineTotal = order.purchaseOrderDetails.reduce(
      (sum, d) => sum + Number(d.purchaseRequestOfferDetails[0]?.total),
      0,
    );
    expect(lineTotal).toBe(563_450);
    expect(order).toMatchObject({ status: 'partially_received', total: 647_967.5 });
    expect(order.purchaseRequestOffer).toMatchObject({ status: 'selected', total: 647_967.5 });
    expect(order.purchaseOrderDetails[1]?.purchaseRequestOfferDetails[0]).toMatchObject({
      qty: 120,
      one_piece_price: 1791.25,
      total: 214_950,
    });
    expect(order.payments).toHaveLength(2);
    expect(
      order.payments.every(
        (payment) => payment.modelable_id === order.id && payment.modelable_type === 'PurchaseOrder',
      ),
    ).toBe(true);
    expect(order.payments[0]?.paid_at_text).toMatch(/\d{4}/);
    // The 30 % advance of the total with VAT, then 120,000.00 against the value received.
    expect(order.payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [194_390.25, 'paid'],
      [120_000, 'paid'],
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const missing = await call(`${url}/9999`, { headers: keyHeaders() });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested purchase order was not found.' });
    expect((await call(`${url}/abc`, { headers: keyHeaders() })).status).toBe(404);
  });

  it('GET /system/purchase-orders lists them, filterable by status', async () => {
    // Newest first; other tests add orders meanwhile, so only the two seeded ones are compared.
    const list = await call(`${url}?per_page=100`, { headers: keyHeaders() });
    const seeded = expectList(list.body, PurchaseOrder, url)
      .filter((order) => order.id <= 2)
      .map((order) => [order.id, order.status]);
    expect(seeded).toEqual([
      [2, 'pending_budget'],
      [1, 'partially_received'],
    ]);
    // PO 1's seeded receipt of 400 m3 and 60 t (issue 33) made it partially received.
    const issued = await call(`${url}?status=partially_received&per_page=100`, { headers: keyHeaders() });
    const issuedIds = expectList(issued.body, PurchaseOrder, url).map((order) => order.id);
    expect(issuedIds).toContain(1);
    expect(issuedIds).not.toContain(2);
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    expect((await call(`${url}/1`)).status).toBe(403);
    expect((await call(`${url}/1`, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    expect((await call(`${url}?per_page=101`, { headers: keyHeaders() })).status).toBe(422);
  });
});
