import { describe, expect, it } from 'vitest';
import { LOCAL_DEMO_GATEWAY_SECRET } from '../../../shared/auth/payment-gateway-secret';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { gatewaySignature } from '../../../shared/domain/sale-operations/gateway-signature';
import { makeOnlinePayment } from '../../../shared/domain/sale-operations/online-payment';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { SaleOperation } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const webhook = `${baseUrl}/system/payment-gateway/webhook`;
const seconds = (date = new Date()) => String(Math.floor(date.getTime() / 1000));

/** Posts a raw body with the gateway's signature headers (signed with the local demo secret unless told). */
function report(
  rawBody: string,
  options: { secret?: string; timestamp?: string; headers?: Record<string, string>; keys?: boolean } = {},
) {
  const timestamp = options.timestamp ?? seconds();
  const signature = gatewaySignature(options.secret ?? LOCAL_DEMO_GATEWAY_SECRET, timestamp, rawBody);
  return call(webhook, {
    method: 'POST',
    headers: {
      ...(options.keys === false ? {} : keyHeaders()),
      'Content-Type': 'application/json',
      'X-Gateway-Timestamp': timestamp,
      'X-Gateway-Signature': signature,
      ...options.headers,
    },
    body: rawBody,
  });
}

/** A contracted sale of the test's own with a pending online payment of `amount` halalas. */
async function pendingPayment(amount = 120_000) {
  const { sale, viewer } = await ownSale();
  const operation = await makeOnlinePayment(viewer, sale.id, { amount });
  const body = (status: 'paid' | 'failed', overrides: Record<string, unknown> = {}) =>
    JSON.stringify({
      operation_id: operation.id,
      token: operation.gateway_token,
      status,
      amount: (amount / 100).toFixed(2),
      gateway_reference: `GW-${operation.id}`,
      ...overrides,
    });
  return { sale, operation, body };
}

const saleOf = (id: number) => getEntity(SALE, id, 'sale');
const operationOf = (id: number) => getEntity(SALE_OPERATION, id, 'operation');
const linesPaid = async (saleId: number) =>
  (await getEntity(PAYMENT_PLAN, saleId, 'payment plan')).lines.reduce(
    (sum, line) => sum + line.paid_amount,
    0,
  );

describe('POST {base_url}/system/payment-gateway/webhook (the gateway signed report)', () => {
  it('200 paid: the operation paid with a receipt number, the sale and its plan moved; a repeat answers the same state', async () => {
    const { sale, operation, body } = await pendingPayment();
    const before = await linesPaid(sale.id);
    const paid = await report(body('paid'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const record = expectSingle(paid.body, SaleOperation);
    expect(record).toMatchObject({
      id: operation.id,
      status: 'paid',
      amount: 1200,
      reference_no: `GW-${operation.id}`,
    });
    expect(record.receipt_no).toMatch(/^RC-\d{4}-\d{6}$/);
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 120_000);
    expect(await linesPaid(sale.id)).toBe(before + 120_000);

    const again = await report(body('paid'));
    expect(again.status).toBe(200);
    expect(expectSingle(again.body, SaleOperation)).toEqual(record);
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 120_000);
    // Another outcome for a settled payment is a conflict, and changes nothing.
    const other = await report(body('failed'));
    expect(other.status).toBe(409);
    expect((await operationOf(operation.id)).status).toBe('paid');
  });

  it('200 failed: the operation failed, the totals unchanged', async () => {
    const { sale, operation, body } = await pendingPayment();
    const failed = await report(body('failed'));
    expect(failed.status).toBe(200);
    expect(expectSingle(failed.body, SaleOperation)).toMatchObject({
      status: 'failed',
      failure_reason: 'gateway_failed',
      receipt_no: null,
    });
    expect((await operationOf(operation.id)).status).toBe('failed');
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);
  });

  it('401 for a bad signature, another secret, a changed body, a stale or future timestamp, missing headers; nothing changed', async () => {
    const { sale, operation, body } = await pendingPayment();
    const signed = body('paid');
    const stale = seconds(new Date(Date.now() - 6 * 60_000));
    const refusals = await Promise.all([
      report(signed, { headers: { 'X-Gateway-Signature': 'ab'.repeat(32) } }),
      report(signed, { secret: 'another-secret' }),
      report(signed, { headers: { 'X-Gateway-Signature': 'not-hex' } }),
      // Signed over one body, another sent.
      call(webhook, {
        method: 'POST',
        headers: {
          ...keyHeaders(),
          'Content-Type': 'application/json',
          'X-Gateway-Timestamp': seconds(),
          'X-Gateway-Signature': gatewaySignature(LOCAL_DEMO_GATEWAY_SECRET, seconds(), signed),
        },
        body: signed.replace('"paid"', '"paid" '),
      }),
      report(signed, { timestamp: stale }),
      report(signed, { timestamp: seconds(new Date(Date.now() + 6 * 60_000)) }),
      call(webhook, {
        method: 'POST',
        headers: { ...keyHeaders(), 'Content-Type': 'application/json' },
        body: signed,
      }),
      call(webhook, {
        method: 'POST',
        headers: { ...keyHeaders(), 'Content-Type': 'application/json', 'X-Gateway-Timestamp': seconds() },
        body: signed,
      }),
    ]);
    expect(refusals.map((refusal) => refusal.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    expect(refusals.map((refusal) => refusal.body)).toEqual([
      { message: 'Unauthenticated: bad_signature.' },
      { message: 'Unauthenticated: bad_signature.' },
      { message: 'Unauthenticated: bad_signature.' },
      { message: 'Unauthenticated: bad_signature.' },
      { message: 'Unauthenticated: stale_timestamp.' },
      { message: 'Unauthenticated: stale_timestamp.' },
      { message: 'Unauthenticated: missing_signature.' },
      { message: 'Unauthenticated: missing_signature.' },
    ]);
    // An unsigned body that would fail its schema is refused for its signature first (never parsed).
    const unsigned = await call(webhook, {
      method: 'POST',
      headers: { ...keyHeaders(), 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(unsigned.status).toBe(401);
    expect((await operationOf(operation.id)).status).toBe('pending_gateway');
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);
  });

  it('without the key pair, or with a wrong secret key: refused as every system route; nothing changed', async () => {
    const { sale, operation, body } = await pendingPayment();
    const noKeys = await report(body('paid'), { keys: false });
    const otherRoute = await call(`${baseUrl}/system/sales`);
    expect(noKeys.status).toBe(403);
    expect([noKeys.status, noKeys.body]).toEqual([otherRoute.status, otherRoute.body]);
    const wrongSecret = await report(body('paid'), { headers: { 'x-secret-key': 'wrong' } });
    const otherWrong = await call(`${baseUrl}/system/sales`, {
      headers: keyHeaders({ 'x-secret-key': 'wrong' }),
    });
    expect(wrongSecret.status).toBeGreaterThanOrEqual(401);
    expect([wrongSecret.status, wrongSecret.body]).toEqual([otherWrong.status, otherWrong.body]);
    expect((await operationOf(operation.id)).status).toBe('pending_gateway');
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);
  });

  it('422 for a signed body that fails its schema or names another amount; 404 for an unknown operation or token', async () => {
    const { sale, operation, body } = await pendingPayment();
    const badStatus = await report(body('refunded' as 'paid'));
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors)).toEqual(['status']);
    const missing = await report(JSON.stringify({ status: 'paid' }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['amount', 'operation_id', 'token']);
    expect((await report('[1,2]')).status).toBe(422);
    const otherAmount = await report(body('paid', { amount: '1199.99' }));
    expect(otherAmount.status).toBe(422);
    expect(otherAmount.body.errors).toEqual({
      amount: ["The amount must be the payment's amount of 1200.00 SAR."],
    });
    expect((await report(body('paid', { operation_id: 999_999_999 }))).status).toBe(404);
    expect((await report(body('paid', { token: 'forged' }))).status).toBe(404);
    expect((await operationOf(operation.id)).status).toBe('pending_gateway');
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);
  });

  it('a report after the link expired expires the operation (as the expiry job would) and moves nothing: 409, and so is its retry', async () => {
    const { sale, operation, body } = await pendingPayment();
    await updateEntity(
      SALE_OPERATION,
      operation.id,
      { link_expires_at: new Date(Date.now() - 60_000).toISOString() },
      { recordName: 'operation' },
    );
    const late = await report(body('paid'));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/expired/i);
    expect(await operationOf(operation.id)).toMatchObject({
      status: 'expired',
      failure_reason: 'link_expired',
    });
    expect(await report(body('paid'))).toMatchObject({ status: 409, body: late.body });
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);
  });

  it('20 identical paid reports at once: one payment, one receipt, every answer 200 with the same state', async () => {
    const { sale, operation, body } = await pendingPayment();
    const signed = body('paid');
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(signed)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const receipts = new Set(answers.map((answer) => answer.body.data.receipt_no));
    expect(receipts.size).toBe(1);
    expect((await operationOf(operation.id)).receipt_no).toBe([...receipts][0]);
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 120_000);
    expect(await linesPaid(sale.id)).toBe((sale.paid_total ?? 0) + 120_000);
  }, 120_000);
});

describe('POST {base_url}/local/payment-gateway/{operation_id} (the local stack plays the gateway)', () => {
  it('signs and posts the report to the webhook and answers what it answered', async () => {
    const { sale, operation } = await pendingPayment(50_000);
    const paid = await call(`${baseUrl}/local/payment-gateway/${operation.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      id: operation.id,
      status: 'paid',
      reference_no: `LOCAL-GW-${operation.id}`,
    });
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 50_000);

    const { operation: other } = await pendingPayment(50_000);
    const failed = await call(`${baseUrl}/local/payment-gateway/${other.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'failed' }),
    });
    expect(failed.body.data).toMatchObject({ id: other.id, status: 'failed' });
    const unknown = await call(`${baseUrl}/local/payment-gateway/999999999`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(unknown.status).toBe(404);
  });
});
