import { describe, expect, it } from 'vitest';
import { createEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleOperation, SalePayOperationData } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const operationsUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}/operations`;
const pay = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(`${operationsUrl(saleId)}/pay`, { headers, form: { method: 'cash', ...form } });

describe('{system_user_url}/sales-support/sales/{sale_id}/operations', () => {
  it('get pay operation data, then pay: 201 with the operation, and the data shows the money moved', async () => {
    const { sale, held } = await ownSale();
    const before = await call(`${operationsUrl(sale.id)}/get-pay-data`, { headers: held.agent.headers });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const data = expectSingle(before.body, SalePayOperationData);
    expect(data).toMatchObject({
      sale_id: sale.id,
      sale_status: 'contracted',
      paid_total: 5000,
      // Init sale's receipt of the earnest money.
      operations: [expect.objectContaining({ kind: 'orbon', amount: 5000, status: 'paid' })],
    });
    expect(data.payable_now).toBe(data.balance);
    expect(data.methods).not.toContain('online');

    const paid = await pay(sale.id, held.agent.headers, {
      amount: '1234.56',
      method: 'bank_transfer',
      reference_no: 'TRX-1',
      paid_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const operation = expectSingle(paid.body, SaleOperation);
    expect(operation).toMatchObject({
      sale_id: sale.id,
      amount: 1234.56,
      method: 'bank_transfer',
      reference_no: 'TRX-1',
      status: 'paid',
      kind: 'down_payment',
      deleted_at: null,
    });
    const after = expectSingle(
      (await call(`${operationsUrl(sale.id)}/get-pay-data`, { headers: held.agent.headers })).body,
      SalePayOperationData,
    );
    expect(after.paid_total).toBe(6234.56);
    expect(after.balance).toBeCloseTo(data.balance - 1234.56, 2);
    expect(after.operations.map((entry) => entry.id)).toEqual([
      operation.id,
      ...data.operations.map((entry) => entry.id),
    ]);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(623_456);
  });

  it('a sale recorded before payment plans (as the demo sales 1-6) answers its money with no lines and nothing payable', async () => {
    const { sale: planned } = await ownSale();
    // The system surface's shape of a sale: no pricing, no plan (infra/local/seed/property.ts).
    const legacy = await createEntity(SALE, {
      reason_for_pay_id: 1,
      project_id: planned.project_id,
      building_id: planned.building_id,
      unit_id: planned.unit_id,
      tax_reference_number: 300_000_999,
      sale_type: 'cash',
      target_type: 'individual',
      status: 'completed',
      client_id: planned.client_id,
    });
    const manager = await crmStaff(['general_manager'], { row_scope: 'all' });
    const answer = await call(`${operationsUrl(legacy.id)}/get-pay-data`, { headers: manager.headers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(expectSingle(answer.body, SalePayOperationData)).toMatchObject({
      sale_id: legacy.id,
      sale_status: 'completed',
      lines: [],
      payable_now: 0,
      operations: [],
    });
  });

  it('an Idempotency-Key retried answers the first operation; the key with another body is a 422', async () => {
    const { sale, held } = await ownSale();
    const headers = { ...held.agent.headers, 'Idempotency-Key': `pay-${sale.id}` };
    const first = await pay(sale.id, headers, { amount: '100' });
    const again = await pay(sale.id, headers, { amount: '100' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await pay(sale.id, headers, { amount: '200' });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['Idempotency-Key']);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + 10_000);
  });

  it('answers 422 over the balance (naming it, in English and Arabic) and on a bad body, 409 on a cancelled sale, and writes nothing', async () => {
    const { sale, held } = await ownSale();
    const balance = ((sale.pricing?.client_total ?? 0) - (sale.paid_total ?? 0)) / 100;
    const over = await pay(sale.id, held.agent.headers, { amount: String(balance + 0.01) });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      amount: [`The amount cannot exceed the balance of ${balance.toFixed(2)} SAR.`],
    });
    const arabic = await pay(
      sale.id,
      { ...held.agent.headers, 'Accept-Language': 'ar' },
      { amount: String(balance + 1) },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.amount[0]).toContain(balance.toFixed(2));
    const bad = await pay(sale.id, held.agent.headers, { amount: '0', method: 'online', schedule_line: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'method', 'schedule_line']);
    const future = await pay(sale.id, held.agent.headers, {
      amount: '10',
      paid_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['paid_at']);

    await updateEntity(SALE, sale.id, { status: 'cancelled' }, { recordName: 'sale' });
    const cancelled = await pay(sale.id, held.agent.headers, { amount: '10' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: 'This sale cannot take payments in its current state.' });
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
  });

  it('answers 404 outside the row scope and 403 without sales.payments.manage', async () => {
    const { sale, held } = await ownSale();
    const [stranger, reader] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']),
    ]);
    const hidden = await call(`${operationsUrl(sale.id)}/get-pay-data`, { headers: stranger.headers });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested sale was not found.' });
    expect((await pay(sale.id, stranger.headers, { amount: '10' })).status).toBe(404);
    expect(
      (await call(`${operationsUrl(999_999_999)}/get-pay-data`, { headers: held.agent.headers })).status,
    ).toBe(404);
    expect((await call(`${operationsUrl(sale.id)}/get-pay-data`, { headers: reader.headers })).status).toBe(
      200,
    );
    const forbidden = await pay(sale.id, reader.headers, { amount: '10' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'This action is unauthorized.' });
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
  });
});
