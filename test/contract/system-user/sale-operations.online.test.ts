import { describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleOperation } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const online = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(`${systemUserUrl}/sales-support/sales/${saleId}/operations/online-payment`, { headers, form });

describe('POST {system_user_url}/sales-support/sales/{sale_id}/operations/online-payment', () => {
  it('201: a pending_gateway operation with a 30-minute link that counts nowhere; a retried Idempotency-Key answers it', async () => {
    const { sale, held } = await ownSale();
    const headers = { ...held.agent.headers, 'Idempotency-Key': `online-${sale.id}` };
    const made = await online(sale.id, headers, { amount: '250.50' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const operation = expectSingle(made.body, SaleOperation);
    expect(operation).toMatchObject({
      status: 'pending_gateway',
      method: 'online',
      amount: 250.5,
      receipt_no: null,
    });
    expect(operation.payment_link).toContain(`operation=${operation.id}`);
    expect(Date.parse(operation.link_expires_at ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);
    const again = await online(sale.id, headers, { amount: '250.50' });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(operation.id);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
  });

  it('422 over the balance naming it, 409 on a cancelled sale, 404 outside the row scope, 403 without sales.payments.manage', async () => {
    const { sale, held } = await ownSale();
    const balance = ((sale.pricing?.client_total ?? 0) - (sale.paid_total ?? 0)) / 100;
    const over = await online(sale.id, held.agent.headers, { amount: String(balance + 0.01) });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      amount: [`The amount cannot exceed the balance of ${balance.toFixed(2)} SAR.`],
    });
    const [stranger, reader] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']),
    ]);
    expect((await online(sale.id, stranger.headers, { amount: '10' })).status).toBe(404);
    expect((await online(sale.id, reader.headers, { amount: '10' })).status).toBe(403);
    await updateEntity(SALE, sale.id, { status: 'cancelled' }, { recordName: 'sale' });
    const cancelled = await online(sale.id, held.agent.headers, { amount: '10' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: 'This sale cannot take payments in its current state.' });
  });
});
