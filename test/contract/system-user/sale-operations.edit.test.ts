import { describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { payOperation, saleBalance } from '../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleOperation } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const edit = (
  saleId: number,
  operationId: number,
  headers: Record<string, string>,
  form: Record<string, string>,
) =>
  call(`${systemUserUrl}/sales-support/sales/${saleId}/operations/${operationId}/update`, { headers, form });

describe('POST {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}/update', () => {
  it('changes amount, method, reference and date; the kind and receipt stay; over the ceiling 422 naming it (English and Arabic)', async () => {
    const { sale, held, viewer } = await ownSale();
    const headers = held.agent.headers;
    const operation = await payOperation(viewer, sale.id, {
      amount: 20_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const day = new Date(Date.now() - 86_400_000).toISOString();
    const edited = await edit(sale.id, operation.id, headers, {
      amount: '350.25',
      method: 'mada_pos',
      reference_no: 'POS-1',
      paid_at: day,
      kind: 'installment',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(expectSingle(edited.body, SaleOperation)).toMatchObject({
      id: operation.id,
      amount: 350.25,
      method: 'mada_pos',
      reference_no: 'POS-1',
      paid_at: day,
      kind: operation.kind,
      receipt_no: operation.receipt_no,
    });
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + 35_025);

    const ceiling = (saleBalance(await getEntity(SALE, sale.id, 'sale')) + 35_025) / 100;
    const over = await edit(sale.id, operation.id, headers, { amount: String(ceiling + 0.01) });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      amount: [`The amount cannot exceed the balance of ${ceiling.toFixed(2)} SAR.`],
    });
    const arabic = await edit(
      sale.id,
      operation.id,
      { ...headers, 'Accept-Language': 'ar' },
      { amount: String(ceiling + 1) },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.amount[0]).toContain(ceiling.toFixed(2));
    const bad = await edit(sale.id, operation.id, headers, {
      amount: '0',
      method: 'online',
      paid_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'method']);
    const future = await edit(sale.id, operation.id, headers, {
      paid_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['paid_at']);
    expect((await getEntity(SALE_OPERATION, operation.id, 'operation')).amount).toBe(35_025);
  });

  it('answers 409 on a deleted operation and on a delivered sale, 404 outside the row scope or on another sale, 403 without sales.payments.manage; nothing moves', async () => {
    const [{ sale, held, viewer }, other] = await Promise.all([ownSale(), ownSale()]);
    const headers = held.agent.headers;
    const operation = await payOperation(viewer, sale.id, {
      amount: 20_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const [stranger, reader] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']),
    ]);
    expect((await edit(sale.id, operation.id, stranger.headers, { amount: '300' })).status).toBe(404);
    const elsewhere = await edit(other.sale.id, operation.id, other.held.agent.headers, { amount: '300' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'The requested operation was not found.' });
    const forbidden = await edit(sale.id, operation.id, reader.headers, { amount: '300' });
    expect(forbidden.status).toBe(403);

    await updateEntity(SALE, sale.id, { status: 'delivered' }, { recordName: 'sale' });
    const closed = await edit(sale.id, operation.id, headers, { amount: '300' });
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({
      message: 'The operations of a cancelled, emptied or delivered sale cannot change.',
    });
    await updateEntity(SALE, sale.id, { status: 'contracted' }, { recordName: 'sale' });
    const removed = await call(
      `${systemUserUrl}/sales-support/sales/${sale.id}/operations/${operation.id}?reason=x`,
      {
        method: 'DELETE',
        headers,
      },
    );
    expect(removed.status).toBe(200);
    const deleted = await edit(sale.id, operation.id, headers, { amount: '300' });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({ message: 'Only a paid operation that is not deleted can be edited.' });
    expect((await getEntity(SALE_OPERATION, operation.id, 'operation')).amount).toBe(20_000);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
  });
});
