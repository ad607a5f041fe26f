import { describe, expect, it } from 'vitest';
import { findEntity, getEntity } from '../../../../shared/db/entity-store';
import {
  gatewaySignature,
  verifyGatewaySignature,
} from '../../../../shared/domain/sale-operations/gateway-signature';
import {
  makeOnlinePayment,
  settleOnlinePayment,
} from '../../../../shared/domain/sale-operations/online-payment';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { ownSale } from '../../../support/sale-fixtures';

const saleOf = (saleId: number) => getEntity(SALE, saleId, 'sale');
const linesPaid = async (saleId: number) =>
  (await getEntity(PAYMENT_PLAN, saleId, 'payment plan')).lines.reduce(
    (sum, line) => sum + line.paid_amount,
    0,
  );
const paidReport = (operation: { id: number; gateway_token?: string | null }) => ({
  operation_id: operation.id,
  token: operation.gateway_token ?? '',
  outcome: 'paid' as const,
  gateway_reference: `GW-${operation.id}`,
});

describe('online payment (shared/domain/sale-operations/online-payment.ts)', () => {
  it('a pending_gateway operation with a 30-minute link counts nowhere until the gateway reports it paid; a repeat report answers it again', async () => {
    const { sale, viewer } = await ownSale();
    const pending = await makeOnlinePayment(viewer, sale.id, { amount: 75_000 });
    expect(pending).toMatchObject({ status: 'pending_gateway', method: 'online', receipt_no: null });
    expect(pending.payment_link).toContain(`operation=${pending.id}`);
    const expires = Date.parse(pending.link_expires_at ?? '') - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
    expect((await saleOf(sale.id)).paid_total).toBe(sale.paid_total);

    await expect(settleOnlinePayment({ ...paidReport(pending), token: 'forged' })).rejects.toMatchObject({
      messageKey: 'errors.record_not_found',
    });
    const paid = await settleOnlinePayment(paidReport(pending));
    expect(paid).toMatchObject({ status: 'paid', reference_no: `GW-${pending.id}` });
    expect(paid.receipt_no).toMatch(/^RC-\d{4}-\d{6}$/);
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 75_000);
    expect(await linesPaid(sale.id)).toBe((sale.paid_total ?? 0) + 75_000);
    expect((await settleOnlinePayment(paidReport(pending))).receipt_no).toBe(paid.receipt_no);
    await expect(settleOnlinePayment({ ...paidReport(pending), outcome: 'failed' })).rejects.toMatchObject({
      messageKey: 'sale_operations.gateway_already_settled',
    });
    expect((await saleOf(sale.id)).paid_total).toBe((sale.paid_total ?? 0) + 75_000);
  }, 60_000);

  it('a failed report fails it; a report after the link expired expires it (409 link_expired); a paid report over the balance fails it (over_balance) and moves nothing', async () => {
    const { sale, viewer } = await ownSale();
    const failing = await makeOnlinePayment(viewer, sale.id, { amount: 10_000 });
    expect(await settleOnlinePayment({ ...paidReport(failing), outcome: 'failed' })).toMatchObject({
      status: 'failed',
      failure_reason: 'gateway_failed',
    });
    const late = await makeOnlinePayment(viewer, sale.id, { amount: 10_000 });
    const afterExpiry = new Date(Date.now() + 31 * 60_000);
    await expect(settleOnlinePayment(paidReport(late), afterExpiry)).rejects.toMatchObject({
      messageKey: 'sale_operations.link_expired',
    });
    expect(await findEntity(SALE_OPERATION, late.id)).toMatchObject({
      status: 'expired',
      failure_reason: 'link_expired',
      receipt_no: null,
    });
    // The gateway's retry of that paid report is refused the same; a report of another amount is a 422.
    await expect(settleOnlinePayment(paidReport(late), afterExpiry)).rejects.toMatchObject({
      messageKey: 'sale_operations.link_expired',
    });
    await expect(settleOnlinePayment({ ...paidReport(late), amount: 9_999 })).rejects.toMatchObject({
      fields: { amount: [{ key: 'sale_operations.gateway_amount_mismatch' }] },
    });

    const online = await makeOnlinePayment(viewer, sale.id, { amount: 50_000 });
    // Meanwhile the whole balance is paid at the desk.
    await payOperation(viewer, sale.id, {
      amount: saleBalance(await saleOf(sale.id)),
      method: 'cash',
      paid_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const before = await saleOf(sale.id);
    expect(await settleOnlinePayment(paidReport(online))).toMatchObject({
      status: 'failed',
      failure_reason: 'over_balance',
      receipt_no: null,
    });
    expect((await saleOf(sale.id)).paid_total).toBe(before.paid_total);
    expect(saleBalance(await saleOf(sale.id))).toBe(0);
  }, 60_000);

  it('of 20 paid reports at once whose sum exceeds the balance, only those it allows pay; the others fail over_balance', async () => {
    const { sale, viewer } = await ownSale();
    const share = 100_000;
    await payOperation(viewer, sale.id, {
      amount: saleBalance(sale) - 6 * share,
      method: 'cash',
      paid_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const pending = [];
    for (let n = 0; n < 20; n++) pending.push(await makeOnlinePayment(viewer, sale.id, { amount: share }));
    const settled = await Promise.all(pending.map((operation) => settleOnlinePayment(paidReport(operation))));
    expect(settled.filter((operation) => operation.status === 'paid')).toHaveLength(6);
    expect(settled.filter((operation) => operation.failure_reason === 'over_balance')).toHaveLength(14);
    const after = await saleOf(sale.id);
    expect(saleBalance(after)).toBe(0);
    expect(await linesPaid(sale.id)).toBe(after.paid_total);
    for (const operation of settled)
      expect((await getEntity(SALE_OPERATION, operation.id, 'operation')).status).toBe(operation.status);
  }, 180_000);
});

describe('gateway webhook signature (gateway-signature.ts)', () => {
  const secret = 'test-only-webhook-secret';
  const body = '{"operation_id":1,"outcome":"paid"}';
  const now = new Date('2026-11-24T12:00:00Z');
  const timestamp = String(now.getTime() / 1000);

  it('holds for the raw body signed with the secret and a fresh timestamp; refuses a changed body, another secret, a replay and a missing header', () => {
    const signature = gatewaySignature(secret, timestamp, body);
    expect(verifyGatewaySignature(secret, body, { signature, timestamp }, now)).toBeNull();
    expect(verifyGatewaySignature(secret, body.replace('paid', 'fail'), { signature, timestamp }, now)).toBe(
      'bad_signature',
    );
    expect(verifyGatewaySignature('other', body, { signature, timestamp }, now)).toBe('bad_signature');
    expect(verifyGatewaySignature(secret, body, { signature: signature.slice(2), timestamp }, now)).toBe(
      'bad_signature',
    );
    expect(
      verifyGatewaySignature(secret, body, { signature, timestamp }, new Date(now.getTime() + 301_000)),
    ).toBe('stale_timestamp');
    expect(verifyGatewaySignature(secret, body, { timestamp }, now)).toBe('missing');
    expect(verifyGatewaySignature('', body, { signature, timestamp }, now)).toBe('missing');
  });
});
