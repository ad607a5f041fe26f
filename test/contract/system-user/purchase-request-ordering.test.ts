import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getEntity, linkedIds, listPage } from '../../../shared/db/entity-store';
import { PROJECT_ITEM } from '../../../shared/domain/projects/project-items';
import { OFFERS_COMPARISON } from '../../../shared/domain/purchasing/offers-comparisons';
import {
  PURCHASE_ORDER,
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  PURCHASE_REQUEST_OFFER,
} from '../../../shared/domain/purchasing/purchase-orders';
import { RAISE_BUDGET } from '../../../shared/domain/purchasing/raise-budgets';
import { SUPPLY_AGREEMENT } from '../../../shared/domain/purchasing/suppliers';
import {
  OffersComparisonRecord,
  PurchaseOrdersSent,
  RequestOfferDetails,
  StaffPurchaseOrder,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import {
  approvedComparison,
  officer,
  outsider,
  quotedRequest,
  roleReviewer,
} from '../../support/purchasing-fixtures';

// Orders, requests and raise budgets of their own would change what the system tests count.
const { call } = useOwnStack();
const url = (requestId: number) => `${systemUserUrl}/purchasing/purchase-requests/${requestId}`;
const key = () => ({ 'Idempotency-Key': randomUUID() });

const compare = (
  headers: Record<string, string>,
  requestId: number,
  form: Record<string, string | string[]>,
) =>
  call(`${url(requestId)}/compare-offers`, {
    headers,
    form: { justification: 'Lowest total price', ...form },
  });
const sendOrder = (
  headers: Record<string, string>,
  requestId: number,
  extra: Record<string, string> = key(),
) => call(`${url(requestId)}/send-order`, { headers: { ...headers, ...extra }, form: {} });

const ordersOf = async (requestId: number) =>
  (await listPage(PURCHASE_ORDER, 1, 50, { filters: { purchase_request_id: requestId } })).items;

describe.concurrent('{system_user_url}/purchasing/purchase-requests/{id}: comparing offers and sending orders', () => {
  it('compares the offers, the procurement manager approves, and send-order issues the order within budget', async () => {
    const asker = await officer();
    const manager = await roleReviewer('procurement_manager');
    const quoted = await quotedRequest(asker.id, { budget: 100_000 });
    const [first, second] = quoted.offers;
    const shown = await call(`${url(quoted.request.id)}/offers/${second?.offer.id}`, {
      headers: asker.headers,
    });
    expect(shown.status).toBe(200);
    const offer = expectSingle(shown.body, RequestOfferDetails);
    expect(offer).toMatchObject({ is_valid: true, status: 'received', subtotal: 7800 });
    expect(offer.lines.map((line) => [line.requested_qty, line.qty, line.one_piece_price])).toEqual([
      [10, 10, 420],
      [2, 2, 1800],
    ]);
    const compared = await compare(asker.headers, quoted.request.id, {
      'awards[]': (first?.details ?? []).map((detail) => String(detail.id)),
    });
    expect(compared.status, JSON.stringify(compared.body)).toBe(201);
    const comparison = expectSingle(compared.body, OffersComparisonRecord);
    expect(comparison).toMatchObject({ status: 'pending_acceptance', recommended_total: 7680 });
    expect(comparison.number).toMatch(/^OC-\d{4}-\d{6}$/);
    expect((await getEntity(PURCHASE_REQUEST, quoted.request.id, 'request')).sourcing_status).toBe(
      'comparison_pending',
    );
    // Not approved yet: no order.
    expect((await sendOrder(asker.headers, quoted.request.id)).status).toBe(409);
    const accepted = await call(`${systemUserUrl}/acceptances/${comparison.acceptance_id}/accept`, {
      headers: manager.headers,
      form: { comment: 'Agreed' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const offers = await Promise.all(
      quoted.offers.map(({ offer: stored }) => getEntity(PURCHASE_REQUEST_OFFER, stored.id, 'offer')),
    );
    expect(offers.map((stored) => stored.status)).toEqual(['selected', 'not_selected', 'not_selected']);
    expect((await getEntity(PURCHASE_REQUEST, quoted.request.id, 'request')).sourcing_status).toBe(
      'offer_selected',
    );
    const idempotency = key();
    const sent = await sendOrder(asker.headers, quoted.request.id, idempotency);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const answer = expectSingle(sent.body, PurchaseOrdersSent);
    expect(answer).toMatchObject({ order_status: 'ordered' });
    expect(answer.orders).toHaveLength(1);
    expect(answer.orders[0]).toMatchObject({ status: 'issued', subtotal: 7680, vat: 1152, total: 8832 });
    const replay = await sendOrder(asker.headers, quoted.request.id, idempotency);
    expect(replay.status).toBe(201);
    expect(expectSingle(replay.body, PurchaseOrdersSent).orders.map((order) => order.id)).toEqual(
      answer.orders.map((order) => order.id),
    );
    const order = expectSingle(
      (
        await call(`${systemUserUrl}/purchasing/purchase-orders/${answer.orders[0]?.id}`, {
          headers: asker.headers,
        })
      ).body,
      StaffPurchaseOrder,
    );
    expect(order.number).toMatch(/^PO-\d{4}-\d{6}$/);
    expect(order.lines.map((line) => [line.ordered_qty, line.unit_price])).toEqual([
      [10, 410],
      [2, 1790],
    ]);
    expect(await getEntity(PROJECT_ITEM, quoted.item.id, 'item')).toMatchObject({
      committed: 768_000,
      remaining: 10_000_000 - 768_000,
    });
    const lines = await Promise.all(
      quoted.requestLines.map((line) => getEntity(PURCHASE_REQUEST_DETAIL, line.id, 'line')),
    );
    expect(lines.map((line) => [line.ordered_qty, line.orderable_qty])).toEqual([
      [10, 0],
      [2, 0],
    ]);
    // Everything is ordered: another key orders nothing.
    expect((await sendOrder(asker.headers, quoted.request.id)).status).toBe(409);
  });

  it('gives the offers back when the comparison is rejected, so another may follow', async () => {
    const asker = await officer();
    const manager = await roleReviewer('procurement_manager');
    const quoted = await quotedRequest(asker.id);
    const awards = { 'awards[]': (quoted.offers[1]?.details ?? []).map((detail) => String(detail.id)) };
    const first = expectSingle(
      (await compare(asker.headers, quoted.request.id, awards)).body,
      OffersComparisonRecord,
    );
    // One comparison at a time.
    const twice = await compare(asker.headers, quoted.request.id, awards);
    expect(twice.status).toBe(409);
    const rejected = await call(`${systemUserUrl}/acceptances/${first.acceptance_id}/reject`, {
      headers: manager.headers,
      form: { reason: 'Justify not taking the cheapest offer' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const offers = await Promise.all(
      quoted.offers.map(({ offer }) => getEntity(PURCHASE_REQUEST_OFFER, offer.id, 'offer')),
    );
    expect(offers.map((offer) => offer.status)).toEqual(['received', 'received', 'received']);
    expect((await getEntity(PURCHASE_REQUEST, quoted.request.id, 'request')).sourcing_status).toBe(
      'offers_received',
    );
    expect((await getEntity(OFFERS_COMPARISON, first.id, 'comparison')).status).toBe('rejected');
    expect((await compare(asker.headers, quoted.request.id, awards)).status).toBe(201);
  });

  it('asks for enough valid offers and a justification (422, English and Arabic)', async () => {
    const asker = await officer();
    const two = await quotedRequest(asker.id, { offers: 2 });
    const awards = { 'awards[]': (two.offers[0]?.details ?? []).map((detail) => String(detail.id)) };
    // Estimate 7,600 SAR: two offers are enough; over 50,000 three are needed.
    const big = await quotedRequest(asker.id, {
      offers: 2,
      lines: [{ material_id: 101, qty: 200, estimate: 400, prices: [410, 420] }],
    });
    const bigAwards = { 'awards[]': (big.offers[0]?.details ?? []).map((detail) => String(detail.id)) };
    const few = await compare(asker.headers, big.request.id, bigAwards);
    expect(few.status).toBe(422);
    expect(few.body.errors.awards).toEqual([
      'At least 3 valid offers are needed to compare; this request has 2.',
    ]);
    const arabic = await compare({ ...asker.headers, 'Accept-Language': 'ar' }, big.request.id, bigAwards);
    expect(arabic.body.errors.awards).toEqual(['تلزم 3 عروض سارية على الأقل للمقارنة؛ لهذا الطلب 2.']);
    const sole = await compare(asker.headers, big.request.id, {
      ...bigAwards,
      sole_source_reason: 'Only certified plant within reach',
    });
    expect(sole.status, JSON.stringify(sole.body)).toBe(201);
    const missing = await compare(asker.headers, two.request.id, { ...awards, justification: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['justification']);
    const foreign = await compare(asker.headers, two.request.id, { 'awards[]': ['999999'] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['awards.0']).toEqual([
      'Each award must name a line of this request and a line of one of its valid offers for that line.',
    ]);
    const expired = await quotedRequest(asker.id, { offers: 3, validUntil: '2020-01-01' });
    const stale = await compare(asker.headers, expired.request.id, {
      'awards[]': (expired.offers[0]?.details ?? []).map((detail) => String(detail.id)),
    });
    expect(stale.status).toBe(422);
    expect(await linkedIds({ type: PURCHASE_REQUEST, id: two.request.id }, OFFERS_COMPARISON)).toEqual([]);
  });

  it('hides a request of another project (404), refuses without the ability (403) or a token (401)', async () => {
    const asker = await officer();
    const other = await outsider();
    const quoted = await quotedRequest(asker.id);
    const awards = { 'awards[]': (quoted.offers[0]?.details ?? []).map((detail) => String(detail.id)) };
    const hidden = await compare(other.headers, quoted.request.id, awards);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested purchase request was not found.' });
    expect(
      (
        await call(`${url(quoted.request.id)}/offers/${quoted.offers[0]?.offer.id}`, {
          headers: other.headers,
        })
      ).status,
    ).toBe(404);
    const viewer = await crmStaff(['project_manager'], { row_scope: 'projects', project_ids: [1] });
    expect((await compare(viewer.headers, quoted.request.id, awards)).status).toBe(403);
    expect((await sendOrder(viewer.headers, quoted.request.id)).status).toBe(403);
    expect((await compare(keyHeaders(), quoted.request.id, awards)).status).toBe(401);
    const noKey = await sendOrder(asker.headers, quoted.request.id, {});
    expect(noKey.status).toBe(422);
    expect(Object.keys(noKey.body.errors)).toEqual(['Idempotency-Key']);
  });

  it('orders a request once under 20 parallel send-orders with different keys (Q1)', async () => {
    const asker = await officer();
    const quoted = await quotedRequest(asker.id);
    await approvedComparison(quoted);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendOrder(asker.headers, quoted.request.id)),
    );
    expect(
      answers.filter((answer) => answer.status === 201),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(1);
    expect(answers.every((answer) => [201, 409, 422].includes(answer.status))).toBe(true);
    expect(await ordersOf(quoted.request.id)).toHaveLength(1);
    const lines = await Promise.all(
      quoted.requestLines.map((line) => getEntity(PURCHASE_REQUEST_DETAIL, line.id, 'line')),
    );
    expect(lines.map((line) => [line.ordered_qty, line.orderable_qty])).toEqual([
      [10, 0],
      [2, 0],
    ]);
  });

  it('orders from a supply agreement without a comparison, at its price', async () => {
    const asker = await officer();
    const quoted = await quotedRequest(asker.id, {
      offers: 0,
      lines: [{ material_id: 205, qty: 3, estimate: 1800, prices: [] }],
    });
    const before = await getEntity(SUPPLY_AGREEMENT, 1, 'agreement');
    const line = quoted.requestLines[0]?.id;
    const wrong = await call(`${url(quoted.request.id)}/send-order`, {
      headers: { ...asker.headers, ...key() },
      form: { 'agreement_lines[]': `${line}:999` },
    });
    expect(wrong.status).toBe(422);
    const sent = await call(`${url(quoted.request.id)}/send-order`, {
      headers: { ...asker.headers, ...key() },
      form: { 'agreement_lines[]': `${line}:1` },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [order] = await ordersOf(quoted.request.id);
    expect(order).toMatchObject({ status: 'issued', supply_agreement_id: 1, subtotal: 525_000 });
    const after = await getEntity(SUPPLY_AGREEMENT, 1, 'agreement');
    const rebar = (agreement: typeof after) => agreement.lines.find((entry) => entry.material_id === 205);
    expect(rebar(after)?.ordered_qty).toBe((rebar(before)?.ordered_qty ?? 0) + 3);
  });

  it('cancels the waiting order and gives its lines back when the raise budget is rejected', async () => {
    const asker = await officer();
    const finance = await roleReviewer('finance_manager');
    const quoted = await quotedRequest(asker.id, { budget: 1000 });
    await approvedComparison(quoted);
    const sent = expectSingle((await sendOrder(asker.headers, quoted.request.id)).body, PurchaseOrdersSent);
    expect(sent.orders[0]).toMatchObject({ status: 'pending_budget' });
    const raise = await getEntity(RAISE_BUDGET, sent.orders[0]?.raise_budget_id as number, 'raise budget');
    expect(raise.amount).toBe(768_000 - 100_000);
    const rejected = await call(`${systemUserUrl}/acceptances/${raise.acceptance_id}/reject`, {
      headers: finance.headers,
      form: { reason: 'Re-scope the order' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await getEntity(PURCHASE_ORDER, sent.orders[0]?.id as number, 'order')).status).toBe('cancelled');
    expect((await getEntity(RAISE_BUDGET, raise.id, 'raise budget')).status).toBe('rejected');
    const lines = await Promise.all(
      quoted.requestLines.map((line) => getEntity(PURCHASE_REQUEST_DETAIL, line.id, 'line')),
    );
    expect(lines.map((line) => [line.ordered_qty, line.orderable_qty])).toEqual([
      [0, 10],
      [0, 2],
    ]);
    expect((await getEntity(PURCHASE_REQUEST, quoted.request.id, 'request')).order_status).toBe(
      'not_ordered',
    );
    expect(await getEntity(PROJECT_ITEM, quoted.item.id, 'item')).toMatchObject({
      committed: 0,
      remaining: 100_000,
    });
  });

  it('keeps the budget line under parallel orders of two requests (B1): the one short waits for its raise budget', async () => {
    const asker = await officer();
    const finance = await roleReviewer('finance_manager');
    // Each order's subtotal is 7,680 SAR; the line holds 10,000: one fits, the other is short.
    const first = await quotedRequest(asker.id, { budget: 10_000 });
    const second = await quotedRequest(asker.id, { itemId: first.item.id });
    await Promise.all([approvedComparison(first), approvedComparison(second)]);
    const answers = await Promise.all([
      sendOrder(asker.headers, first.request.id),
      sendOrder(asker.headers, second.request.id),
    ]);
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([201, 201]);
    const orders = [...(await ordersOf(first.request.id)), ...(await ordersOf(second.request.id))];
    expect(orders.map((order) => order.status).sort()).toEqual(['issued', 'pending_budget']);
    const item = await getEntity(PROJECT_ITEM, first.item.id, 'item');
    expect(item).toMatchObject({ committed: 768_000, remaining: 232_000 });
    const waiting = orders.find((order) => order.status === 'pending_budget');
    const raise = await getEntity(RAISE_BUDGET, waiting?.raise_budget_id as number, 'raise budget');
    expect(raise).toMatchObject({ amount: 768_000 - 232_000, status: 'pending' });
    const accepted = await call(`${systemUserUrl}/acceptances/${raise.acceptance_id}/accept`, {
      headers: finance.headers,
      form: { comment: 'Covered from contingency' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await getEntity(PURCHASE_ORDER, waiting?.id as number, 'order')).status).toBe('issued');
    expect(await getEntity(PROJECT_ITEM, first.item.id, 'item')).toMatchObject({
      budget: 1_000_000 + 536_000,
      committed: 1_536_000,
      remaining: 0,
    });
  });
});
