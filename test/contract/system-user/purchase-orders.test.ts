import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { getEntity } from '../../../shared/db/entity-store';
import { PURCHASE_ORDER } from '../../../shared/domain/purchasing/purchase-orders';
import {
  ListFilters,
  PurchasePaymentFormData,
  StaffPurchaseOrder,
  StaffPurchaseOrderRow,
  StaffPurchasePayment,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import {
  issuedOrder,
  officer,
  outsider,
  roleReviewer,
  storedPayments,
} from '../../support/purchasing-fixtures';

// Orders, requests and raise budgets of their own would change what the system tests count.
const { call } = useOwnStack();
const url = `${systemUserUrl}/purchasing/purchase-orders`;
const key = () => ({ 'Idempotency-Key': randomUUID() });

function pay(
  headers: Record<string, string>,
  orderId: number,
  form: Record<string, string>,
  extra: Record<string, string> = key(),
) {
  return call(`${url}/${orderId}/payments`, {
    headers: { ...headers, ...extra },
    form: { method: 'bank_transfer', payment_date: '2026-11-20', ...form },
  });
}

describe.concurrent('{system_user_url}/purchasing/purchase-orders', () => {
  it('lists, filters and shows the seeded orders with VAT apart and what may still be paid', async () => {
    const { headers } = await demoStaff(demoRoleEmail('procurement_manager'), ['procurement_manager']);
    const list = await call(`${url}?status=partially_received&project_id=1`, { headers });
    expect(list.status).toBe(200);
    const rows = expectList(list.body, StaffPurchaseOrderRow, url);
    const seeded = rows.find((row) => row.id === 1);
    expect(seeded).toMatchObject({
      status: 'partially_received',
      payment_status: 'partially_paid',
      subtotal: 563_450,
      vat: 84_517.5,
      total: 647_967.5,
    });
    const shown = await call(`${url}/1`, { headers });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const order = expectSingle(shown.body, StaffPurchaseOrder);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^PO-\d{4}-000001$/),
      // PO 1's seeded receipt of 400 m3 and 60 t (issue 33) made it partially received.
      status: 'partially_received',
      advance_pct: 30,
      pay_against: 'receipt',
      payments_paid: 314_390.25,
      // 400 m3 at 410 and 60 t at 1,791.25, with VAT: what the seeded GRN of issue 33 posted.
      received_value: 312_196.25,
      payable: { under_total: 333_577.25, under_delivery: 192_196.25, max_allowed: 192_196.25 },
    });
    expect(
      order.lines.map((line) => [line.material_id, line.ordered_qty, line.unit_price, line.vat]),
    ).toEqual([
      [101, 850, 410, 52_275],
      [205, 120, 1791.25, 32_242.5],
    ]);
    expect(order.payments.map((payment) => [payment.is_advance, payment.status])).toEqual([
      [true, 'paid'],
      [false, 'paid'],
    ]);
    const second = await call(`${url}/2`, { headers });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const pending = expectSingle(second.body, StaffPurchaseOrder);
    expect(pending).toMatchObject({
      status: 'pending_budget',
      raiseBudget: { amount: 18_400, status: 'pending' },
    });
    const filters = expectSingle((await call(`${url}/filters`, { headers })).body, ListFilters);
    expect(filters.filters.map((filter) => filter.key)).toEqual([
      'status',
      'payment_status',
      'supplier_id',
      'project_id',
    ]);
    const none = await call(`${url}?payment_status=paid&supplier_id=999999`, { headers });
    expect(none.body.response.meta.total).toBe(0);
  });

  it('keeps a member to the orders of their scope (404 on another project), and refuses without the ability (403) or a token (401)', async () => {
    const mine = await officer();
    const other = await outsider();
    const order = await issuedOrder(mine.id, { total: 1000, advance: 30 });
    expect((await call(`${url}/${order.id}`, { headers: mine.headers })).status).toBe(200);
    const hidden = await call(`${url}/${order.id}`, { headers: other.headers });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested purchase order was not found.' });
    expect(
      expectList(
        (await call(`${url}?per_page=100`, { headers: other.headers })).body,
        StaffPurchaseOrderRow,
        url,
      ).map((row) => row.id),
    ).not.toContain(order.id);
    expect((await pay(other.headers, order.id, { amount: '10' })).status).toBe(404);
    const sales = await crmStaff(['sales_agent'], { row_scope: 'all' });
    expect((await call(url, { headers: sales.headers })).status).toBe(403);
    const accountant = await crmStaff(['accountant'], { row_scope: 'own' });
    expect((await call(`${url}/1`, { headers: accountant.headers })).status).toBe(404);
    expect((await pay(accountant.headers, order.id, { amount: '10' })).status).toBe(403);
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
  });

  it('refuses a payment over the total (M1) or ahead of delivery (M2), naming the limit in English and Arabic', async () => {
    const { id, headers } = await officer();
    const order = await issuedOrder(id, { total: 1000, advance: 30, received: 200 });
    const form = expectSingle(
      (await call(`${url}/${order.id}/payments/get-form-data`, { headers })).body,
      PurchasePaymentFormData,
    );
    expect(form).toMatchObject({
      total: 1000,
      remaining_under_total: 1000,
      remaining_under_delivery: 500,
      max_allowed: 500,
      is_advance: false,
    });
    const ahead = await pay(headers, order.id, { amount: '500.01' });
    expect(ahead.status).toBe(422);
    expect(ahead.body.errors.amount).toEqual([
      'The amount may be at most 500.00 SAR: the advance and the value received less the payments.',
    ]);
    const arabic = await pay({ ...headers, 'Accept-Language': 'ar' }, order.id, { amount: '1000.01' });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.amount).toEqual([
      'يجب ألا يزيد المبلغ على 500.00 ريال: إجمالي الأمر ناقص دفعاته.',
    ]);
    const noKey = await pay(headers, order.id, { amount: '10' }, {});
    expect(noKey.status).toBe(422);
    expect(Object.keys(noKey.body.errors)).toEqual(['Idempotency-Key']);
    const bad = await pay(headers, order.id, { amount: '-1', method: 'gold' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'method']);
    expect(await storedPayments(order.id)).toEqual([]);
  });

  it('never commits payments over the total (M1) under 20 parallel requests', async () => {
    const { id, headers } = await officer();
    const order = await issuedOrder(id, { total: 1000, advance: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(headers, order.id, { amount: '100' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 422)).toBe(true);
    const stored = await getEntity(PURCHASE_ORDER, order.id, 'purchase order');
    expect(stored).toMatchObject({ payments_committed: 100_000, payment_room: 0 });
    expect(await storedPayments(order.id)).toHaveLength(10);
  });

  it('never pays ahead of delivery beyond the advance (M2) under 20 parallel requests', async () => {
    const { id, headers } = await officer();
    const order = await issuedOrder(id, { total: 1000, advance: 30 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(headers, order.id, { amount: '50' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(6);
    const stored = await getEntity(PURCHASE_ORDER, order.id, 'purchase order');
    expect(stored).toMatchObject({ payments_committed: 30_000, delivery_room: 0, payment_room: 70_000 });
  });

  it("a finance manager's day: approves a payment in the inbox, then executes it", async () => {
    const asker = await officer();
    const finance = await roleReviewer('finance_manager');
    const order = await issuedOrder(asker.id, { total: 10_000, advance: 30, received: 2000 });
    const idempotency = key();
    const asked = await pay(asker.headers, order.id, { amount: '2500', bank_reference: 'FT-1' }, idempotency);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const payment = expectSingle(asked.body, StaffPurchasePayment);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 2500,
      is_advance: false,
      modelable_type: 'PurchaseOrder',
    });
    expect(payment.number).toMatch(/^PV-\d{4}-\d{6}$/);
    // A retry with the same key answers the same payment.
    const again = await pay(asker.headers, order.id, { amount: '2500', bank_reference: 'FT-1' }, idempotency);
    expect(expectSingle(again.body, StaffPurchasePayment).id).toBe(payment.id);
    // Pending: the officer may change it (the old amount given back to M1 and M2).
    const edited = await call(`${url}/${order.id}/payments/${payment.id}/update`, {
      headers: asker.headers,
      form: { amount: '3000' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await getEntity(PURCHASE_ORDER, order.id, 'purchase order')).payments_committed).toBe(300_000);
    const accepted = await call(`${systemUserUrl}/acceptances/${payment.acceptance_id}/accept`, {
      headers: finance.headers,
      form: { comment: 'Within the delivered value' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await storedPayments(order.id))[0]?.status).toBe('approved');
    // Approved: only finance executes it.
    const officerTries = await call(`${url}/${order.id}/payments/${payment.id}/update`, {
      headers: asker.headers,
      form: { bank_reference: 'X' },
    });
    expect(officerTries.status).toBe(403);
    const executed = await call(`${url}/${order.id}/payments/${payment.id}/update`, {
      headers: finance.headers,
      form: {
        bank_reference: 'FT-998877',
        receipt_file: new File([Buffer.from('%PDF-1.4 bank slip')], 'slip.pdf', { type: 'application/pdf' }),
      },
    });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    const paid = expectSingle(executed.body, StaffPurchasePayment);
    expect(paid).toMatchObject({ status: 'paid', bank_reference: 'FT-998877', executed_by_id: finance.id });
    expect(paid.receipt).toMatch(new RegExp(`^purchasing/payments/${order.id}/[0-9a-f-]{36}-slip\\.pdf$`));
    expect(await getEntity(PURCHASE_ORDER, order.id, 'purchase order')).toMatchObject({
      payments_paid: 300_000,
      payment_status: 'partially_paid',
    });
    const twice = await call(`${url}/${order.id}/payments/${payment.id}/update`, {
      headers: finance.headers,
      form: { receipt: 'again' },
    });
    expect(twice.status).toBe(409);
  });

  it('gives the room back when the payment is rejected', async () => {
    const asker = await officer();
    const finance = await roleReviewer('finance_manager');
    const order = await issuedOrder(asker.id, { total: 1000, advance: 100, received: 10 });
    const asked = expectSingle(
      (await pay(asker.headers, order.id, { amount: '400' })).body,
      StaffPurchasePayment,
    );
    const rejected = await call(`${systemUserUrl}/acceptances/${asked.acceptance_id}/reject`, {
      headers: finance.headers,
      form: { comment: 'Not yet', reason: 'Not yet' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await getEntity(PURCHASE_ORDER, order.id, 'purchase order')).toMatchObject({
      payments_committed: 0,
      payment_room: 100_000,
    });
  });
});
