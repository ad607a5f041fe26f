import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findEntity, getEntity } from '../../../shared/db/entity-store';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { SUPPLY_REQUEST } from '../../../shared/domain/supply-requests/supply-requests';
import { USER } from '../../../shared/domain/users/users';
import {
  Deleted,
  StaffPurchasePayment,
  SupplyRequest,
  SupplyRequestFormData,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { officer, outsider, roleReviewer } from '../../support/purchasing-fixtures';
import { orderWithLines, testWarehouse } from '../../support/supply-fixtures';

// Orders of their own would change what the system tests count.
const { call } = useOwnStack();
const ordersUrl = `${systemUserUrl}/purchasing/purchase-orders`;
const url = `${systemUserUrl}/purchasing/supply-requests`;
const CONCRETE = 101;
const REBAR = 205;

/** An order of 100 m3 of concrete at 400 SAR and 10 t of rebar at 2,000 SAR (+15 % VAT), and a warehouse. */
async function fixture(createdBy: number, advance = 100) {
  const { order, details } = await orderWithLines(createdBy, {
    advance,
    lines: [
      { material_id: CONCRETE, qty: 100, price: 400 },
      { material_id: REBAR, qty: 10, price: 2000 },
    ],
  });
  const warehouse = await testWarehouse();
  return {
    order,
    concrete: details[0]?.id as number,
    rebar: details[1]?.id as number,
    warehouse: warehouse.id,
  };
}

const store = (
  headers: Record<string, string>,
  orderId: number,
  form: { warehouse: number; lines: Array<[number, number]>; date?: string },
) =>
  call(`${ordersUrl}/${orderId}/supply-requests`, {
    headers,
    form: {
      warehouse_id: String(form.warehouse),
      requested_delivery_date: form.date ?? '2026-12-15',
      note: 'Deliver to gate 2',
      'po_detail_ids[]': form.lines.map(([line]) => String(line)),
      'quantities[]': form.lines.map(([, qty]) => String(qty)),
    },
  });

const send = (headers: Record<string, string>, id: number) =>
  call(`${url}/${id}/send-to-acceptance`, { method: 'POST', headers });

/** Demo project 1's manager, who decides its supply requests. */
async function projectManager() {
  const project = await getEntity(PROJECT, 1, 'project');
  const manager = await getEntity(USER, project.project_manager_user_id as number, 'user');
  return demoStaff(manager.email, ['project_manager']);
}

const decide = async (acceptanceId: number, verdict: 'accept' | 'reject') =>
  call(`${systemUserUrl}/acceptances/${acceptanceId}/${verdict}`, {
    method: 'POST',
    headers: (await projectManager()).headers,
    ...(verdict === 'reject' ? { form: { reason: 'Not this week' } } : {}),
  });

const openQty = async (detailId: number) =>
  (await findEntity(PURCHASE_ORDER_DETAIL, detailId))?.supply_open_qty;

const pay = (
  headers: Record<string, string>,
  id: number,
  amount: string,
  extra = { 'Idempotency-Key': randomUUID() },
) =>
  call(`${url}/${id}/payments`, {
    headers: { ...headers, ...extra },
    form: { amount, method: 'bank_transfer', payment_date: '2026-12-01' },
  });

/** An approved supply request of 20 m3 of concrete (9,200.00 SAR with VAT) on an order of its own. */
async function approvedRequest(advance = 100) {
  const { id, headers } = await officer();
  const made = await fixture(id, advance);
  const stored = expectSingle(
    (await store(headers, made.order.id, { warehouse: made.warehouse, lines: [[made.concrete, 20]] })).body,
    SupplyRequest,
  );
  const sent = expectSingle((await send(headers, stored.id)).body, SupplyRequest);
  expect((await decide(sent.acceptance_id as number, 'accept')).status).toBe(200);
  return { ...made, headers, request: stored };
}

describe.concurrent('{system_user_url}/purchasing/supply-requests', () => {
  it('stores a draft holding the order lines, edits and sends it, and the project manager approves it', async () => {
    const { id, headers } = await officer();
    const { order, concrete, rebar, warehouse } = await fixture(id);
    const form = await call(`${ordersUrl}/${order.id}/supply-requests/get-form-data`, { headers });
    expect(form.status).toBe(200);
    expect(expectSingle(form.body, SupplyRequestFormData)).toMatchObject({
      can_request: true,
      lines: [
        { po_detail_id: concrete, material_id: CONCRETE, ordered_qty: 100, open_qty: 100, unit_price: 400 },
        { po_detail_id: rebar, material_id: REBAR, ordered_qty: 10, open_qty: 10, unit_price: 2000 },
      ],
      payment: { total: 69_000, max_allowed: 69_000 },
    });
    const stored = await store(headers, order.id, {
      warehouse,
      lines: [
        [concrete, 30],
        [rebar, 4],
      ],
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const request = expectSingle(stored.body, SupplyRequest);
    expect(request).toMatchObject({
      number: expect.stringMatching(/^SR-\d{4}-\d{6}$/),
      status: 'draft',
      purchase_order_id: order.id,
      warehouse: { id: warehouse, name: 'Test store' },
      requested_delivery_date: '2026-12-15',
      lines: [
        { po_detail_id: concrete, material_id: CONCRETE, qty: 30, received_qty: 0, unit_price: 400 },
        { po_detail_id: rebar, material_id: REBAR, qty: 4, received_qty: 0, unit_price: 2000 },
      ],
      // 12,000 + 8,000, with 15 % VAT.
      subtotal: 20_000,
      vat: 3000,
      value: 23_000,
      payment_room: 23_000,
    });
    expect([await openQty(concrete), await openQty(rebar)]).toEqual([70, 6]);

    // Edited: the lines move by the difference only.
    const updated = await call(`${url}/${request.id}/update`, {
      headers,
      form: { 'po_detail_ids[]': [String(concrete)], 'quantities[]': ['50'], note: 'Two trucks' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(expectSingle(updated.body, SupplyRequest)).toMatchObject({
      note: 'Two trucks',
      lines: [{ po_detail_id: concrete, qty: 50 }],
      value: 23_000,
    });
    expect([await openQty(concrete), await openQty(rebar)]).toEqual([50, 10]);

    const sent = await send(headers, request.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const pending = expectSingle(sent.body, SupplyRequest);
    expect(pending.status).toBe('pending_acceptance');
    // Not editable while it waits; not sent twice.
    expect((await call(`${url}/${request.id}/update`, { headers, form: { note: 'x' } })).status).toBe(409);
    expect((await send(headers, request.id)).status).toBe(409);
    expect((await decide(pending.acceptance_id as number, 'accept')).status).toBe(200);
    expect((await findEntity(SUPPLY_REQUEST, request.id))?.status).toBe('approved');
    expect(await openQty(concrete)).toBe(50);
  });

  it('gives the quantities back when rejected, takes them again when sent again, and when deleted', async () => {
    const { id, headers } = await officer();
    const { order, concrete, warehouse } = await fixture(id);
    const request = expectSingle(
      (await store(headers, order.id, { warehouse, lines: [[concrete, 40]] })).body,
      SupplyRequest,
    );
    const sent = expectSingle((await send(headers, request.id)).body, SupplyRequest);
    expect((await decide(sent.acceptance_id as number, 'reject')).status).toBe(200);
    expect((await findEntity(SUPPLY_REQUEST, request.id))?.status).toBe('rejected');
    expect(await openQty(concrete)).toBe(100);
    const again = await send(headers, request.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await openQty(concrete)).toBe(60);
    const second = expectSingle(again.body, SupplyRequest);
    expect((await decide(second.acceptance_id as number, 'reject')).status).toBe(200);
    // Edited after a rejection it is a draft again, holding its quantity; deleted, it gives it back.
    const edited = await call(`${url}/${request.id}/update`, {
      headers,
      form: { requested_delivery_date: '2026-12-20' },
    });
    expect(expectSingle(edited.body, SupplyRequest)).toMatchObject({
      status: 'draft',
      requested_delivery_date: '2026-12-20',
    });
    expect(await openQty(concrete)).toBe(60);
    const deleted = await call(`${url}/${request.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(200);
    expectSingle(deleted.body, Deleted);
    expect(await openQty(concrete)).toBe(100);
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers })).status).toBe(404);
  });

  it('answers 422 naming the line and what remains, in English and Arabic; 409 on an order not open', async () => {
    const { id, headers } = await officer();
    const { order, concrete, rebar, warehouse } = await fixture(id);
    const over = await store(headers, order.id, { warehouse, lines: [[concrete, 100.5]] });
    expect(over.status).toBe(422);
    expect(over.body.errors['quantities.0']).toEqual([
      'More than the order line still leaves to call off: 100 remaining.',
    ]);
    const arabic = await store({ ...headers, 'Accept-Language': 'ar' }, order.id, {
      warehouse,
      lines: [[rebar, 11]],
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors['quantities.0']).toEqual([
      'الكمية أكبر من المتبقي للتوريد في بند أمر الشراء: المتبقي 10.',
    ]);
    const otherLine = await store(headers, order.id, { warehouse, lines: [[999_999, 1]] });
    expect(Object.keys(otherLine.body.errors)).toEqual(['po_detail_ids.0']);
    const noWarehouse = await store(headers, order.id, { warehouse: 999_999, lines: [[concrete, 1]] });
    expect(Object.keys(noWarehouse.body.errors)).toEqual(['warehouse_id']);
    const badDate = await store(headers, order.id, { warehouse, lines: [[concrete, 1]], date: 'soon' });
    expect(Object.keys(badDate.body.errors)).toEqual(['requested_delivery_date']);
    expect(await openQty(concrete)).toBe(100);
    const held = await orderWithLines(id, {
      status: 'pending_budget',
      lines: [{ material_id: CONCRETE, qty: 5, price: 1 }],
    });
    expect(
      (await store(headers, held.order.id, { warehouse, lines: [[held.details[0]?.id as number, 1]] }))
        .status,
    ).toBe(409);
  });

  it('answers 404 outside the purchasing row scope, 403 without the ability, 401 without a token', async () => {
    const { id, headers } = await officer();
    const { order, concrete, warehouse } = await fixture(id);
    const request = expectSingle(
      (await store(headers, order.id, { warehouse, lines: [[concrete, 1]] })).body,
      SupplyRequest,
    );
    const stranger = await outsider();
    const lines: Array<[number, number]> = [[concrete, 1]];
    expect((await store(stranger.headers, order.id, { warehouse, lines })).status).toBe(404);
    expect(
      (await call(`${ordersUrl}/${order.id}/supply-requests/get-form-data`, { headers: stranger.headers }))
        .status,
    ).toBe(404);
    expect(
      (await call(`${url}/${request.id}/update`, { headers: stranger.headers, form: { note: 'x' } })).status,
    ).toBe(404);
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers: stranger.headers })).status).toBe(
      404,
    );
    expect((await send(stranger.headers, request.id)).status).toBe(404);
    expect((await pay(stranger.headers, request.id, '1')).status).toBe(404);
    const agent = await crmStaff(['sales_agent'], { row_scope: 'all' });
    expect((await store(agent.headers, order.id, { warehouse, lines })).status).toBe(403);
    expect(
      (await call(`${ordersUrl}/${order.id}/supply-requests/get-form-data`, { headers: agent.headers }))
        .status,
    ).toBe(403);
    expect((await send(agent.headers, request.id)).status).toBe(403);
    expect((await pay(agent.headers, request.id, '1')).status).toBe(403);
    expect((await store(keyHeaders(), order.id, { warehouse, lines })).status).toBe(401);
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers: keyHeaders() })).status).toBe(
      401,
    );
  });

  it('pays an approved request within its value (M3) and the order (M1, M2); a rejected payment gives the room back', async () => {
    const { request, order, headers } = await approvedRequest();
    const paid = await pay(headers, request.id, '5000');
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const payment = expectSingle(paid.body, StaffPurchasePayment);
    expect(payment).toMatchObject({
      modelable_type: 'SupplyRequest',
      modelable_id: request.id,
      purchase_order_id: order.id,
      status: 'pending',
      amount: 5000,
      number: expect.stringMatching(/^PV-\d{4}-\d{6}$/),
    });
    expect(await findEntity(SUPPLY_REQUEST, request.id)).toMatchObject({
      payment_room: 420_000,
      payments_committed: 500_000,
    });
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({ payments_committed: 500_000 });
    const over = await pay(headers, request.id, '4200.01');
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toEqual([
      "The amount may be at most 4200.00 SAR: the supply request's value less its payments.",
    ]);
    const arabic = await pay({ ...headers, 'Accept-Language': 'ar' }, request.id, '9000');
    expect(arabic.body.errors.amount).toEqual([
      'المبلغ لا يتجاوز 4200.00 ريال: قيمة طلب التوريد ناقص دفعاته.',
    ]);
    const missingKey = await call(`${url}/${request.id}/payments`, {
      headers,
      form: { amount: '1', method: 'bank_transfer', payment_date: '2026-12-01' },
    });
    expect(missingKey.status).toBe(422);
    // An advance: the procurement manager decides first; rejected, both rooms come back.
    const reviewer = await roleReviewer('procurement_manager');
    const rejected = await call(`${systemUserUrl}/acceptances/${payment.acceptance_id}/reject`, {
      method: 'POST',
      headers: reviewer.headers,
      form: { reason: 'Wrong account' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await findEntity(SUPPLY_REQUEST, request.id)).toMatchObject({
      payment_room: 920_000,
      payments_committed: 0,
    });
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({ payments_committed: 0 });
  });

  it('refuses a payment ahead of delivery on the order (M2) and of a request not approved (409)', async () => {
    const { request, headers } = await approvedRequest(10);
    // The order's advance is 10 % of 69,000.00: 6,900.00.
    const ahead = await pay(headers, request.id, '7000');
    expect(ahead.status).toBe(422);
    expect(ahead.body.errors.amount).toEqual([
      'The amount may be at most 6900.00 SAR: the advance and the value received less the payments.',
    ]);
    const { id } = await officer();
    const made = await fixture(id);
    const draft = expectSingle(
      (await store(headers, made.order.id, { warehouse: made.warehouse, lines: [[made.concrete, 1]] })).body,
      SupplyRequest,
    );
    expect((await pay(headers, draft.id, '1')).status).toBe(409);
  });

  it('never holds more than an order line leaves under 20 parallel stores (Q3)', async () => {
    const { id, headers } = await officer();
    const { order, concrete, warehouse } = await fixture(id);
    // 20 ask 7 m3 each of the 100 open: 14 land.
    const race = await Promise.all(
      Array.from({ length: 20 }, () => store(headers, order.id, { warehouse, lines: [[concrete, 7]] })),
    );
    const landed = race.filter((answer) => answer.status === 201).length;
    expect(landed).toBe(14);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(6).fill(422),
    );
    expect(await findEntity(PURCHASE_ORDER_DETAIL, concrete)).toMatchObject({
      supply_open_qty: 2,
      supply_requested_qty: 98,
    });
  });

  it('never pays a request beyond its value under 20 parallel payments (M3)', async () => {
    const { request, order, headers } = await approvedRequest();
    // 20 ask 1,000.00 each of the 9,200.00 the request is worth: 9 land.
    const race = await Promise.all(Array.from({ length: 20 }, () => pay(headers, request.id, '1000')));
    expect(race.filter((answer) => answer.status === 201)).toHaveLength(9);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(11).fill(422),
    );
    expect(await findEntity(SUPPLY_REQUEST, request.id)).toMatchObject({
      payments_committed: 900_000,
      payment_room: 20_000,
    });
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({ payments_committed: 900_000 });
  });
});
