import { describe, expect, it } from 'vitest';
import { findEntity, getEntity } from '../../../shared/db/entity-store';
import { payOperation, saleBalance } from '../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { Deleted, SaleOperation, SaleOperationRestoreCheck } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { ownSale } from '../../support/sale-fixtures';

const operationUrl = (saleId: number, operationId: number) =>
  `${systemUserUrl}/sales-support/sales/${saleId}/operations/${operationId}`;
const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const remove = (saleId: number, operationId: number, headers: Record<string, string>, reason = 'Twice.') =>
  call(`${operationUrl(saleId, operationId)}?reason=${encodeURIComponent(reason)}`, {
    method: 'DELETE',
    headers,
  });
const restore = (saleId: number, operationId: number, headers: Record<string, string>) =>
  call(`${operationUrl(saleId, operationId)}/restore`, { method: 'POST', headers });
const check = (saleId: number, operationId: number, headers: Record<string, string>) =>
  call(`${operationUrl(saleId, operationId)}/is-allow-restore`, { headers });
const forceDelete = (saleId: number, operationId: number, headers: Record<string, string>) =>
  call(`${operationUrl(saleId, operationId)}/force`, { method: 'DELETE', headers });

describe('{system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}: delete, restore, force delete', () => {
  it('delete (reason required) gives the money back; is-allow-restore, restore; force delete only a deleted one', async () => {
    const { sale, held, viewer } = await ownSale();
    const headers = held.agent.headers;
    const operation = await payOperation(viewer, sale.id, {
      amount: 50_000,
      method: 'cash',
      paid_at: paidAt(),
    });

    const noReason = await remove(sale.id, operation.id, headers, ' ');
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);

    const deleted = await remove(sale.id, operation.id, headers, 'Entered twice.');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(expectSingle(deleted.body, SaleOperation)).toMatchObject({
      id: operation.id,
      delete_reason: 'Entered twice.',
    });
    expect(deleted.body.data.deleted_at).toBeTruthy();
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
    const again = await remove(sale.id, operation.id, headers);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Only a paid operation that is not deleted can be deleted.' });

    const allowed = await check(sale.id, operation.id, headers);
    expect(allowed.status).toBe(200);
    expect(expectSingle(allowed.body, SaleOperationRestoreCheck)).toMatchObject({
      operation_id: operation.id,
      allowed: true,
      blocker: null,
    });
    const restored = await restore(sale.id, operation.id, headers);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(expectSingle(restored.body, SaleOperation)).toMatchObject({ deleted_at: null, amount: 500 });
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + 50_000);
    expect((await restore(sale.id, operation.id, headers)).status).toBe(409);

    const finance = await crmStaff(['finance_manager'], { row_scope: 'all' });
    const notDeleted = await forceDelete(sale.id, operation.id, finance.headers);
    expect(notDeleted.status).toBe(409);
    expect(notDeleted.body).toEqual({
      message: 'Only a deleted operation can be restored or deleted for good.',
    });
    expect((await remove(sale.id, operation.id, headers)).status).toBe(200);
    const forbidden = await forceDelete(sale.id, operation.id, headers);
    expect(forbidden.status).toBe(403);
    const gone = await forceDelete(sale.id, operation.id, finance.headers);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(expectSingle(gone.body, Deleted)).toEqual({ deleted: true });
    expect(await findEntity(SALE_OPERATION, operation.id)).toBeUndefined();
    expect((await check(sale.id, operation.id, headers)).status).toBe(404);
  });

  it('a restore that would over-pay is a 422 on operation_id naming the balance (English and Arabic); nothing moves', async () => {
    const { sale, held, viewer } = await ownSale();
    const headers = held.agent.headers;
    const operation = await payOperation(viewer, sale.id, {
      amount: 70_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    expect((await remove(sale.id, operation.id, headers)).status).toBe(200);
    const fresh = await getEntity(SALE, sale.id, 'sale');
    // Leaves SAR 300.00 owed: less than the deleted SAR 700.00.
    await payOperation(viewer, sale.id, {
      amount: saleBalance(fresh) - 30_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const before = await getEntity(SALE, sale.id, 'sale');

    const blocked = await check(sale.id, operation.id, headers);
    expect(expectSingle(blocked.body, SaleOperationRestoreCheck)).toEqual({
      operation_id: operation.id,
      allowed: false,
      blocker: 'sale_operations.restore_over_balance',
      balance: 300,
    });
    const over = await restore(sale.id, operation.id, headers);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      operation_id: ['Restoring this operation would exceed the balance of 300.00 SAR.'],
    });
    const arabic = await restore(sale.id, operation.id, { ...headers, 'Accept-Language': 'ar' });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.operation_id[0]).toContain('300.00');
    expect(arabic.body.errors.operation_id[0]).not.toContain('Restoring');
    const after = await getEntity(SALE, sale.id, 'sale');
    expect(after.paid_total).toBe(before.paid_total);
    expect(after.version).toBe(before.version);
    expect((await getEntity(SALE_OPERATION, operation.id, 'operation')).soft_deleted_at).toBeTruthy();
  });

  it("answers 404 for another sale's operation, an unknown one and outside the row scope; 403 without sales.payments.manage", async () => {
    const [{ sale, held, viewer }, other] = await Promise.all([ownSale(), ownSale()]);
    const operation = await payOperation(viewer, sale.id, {
      amount: 10_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const [stranger, reader] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.sales.view']),
    ]);
    const elsewhere = await remove(other.sale.id, operation.id, other.held.agent.headers);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'The requested operation was not found.' });
    expect((await remove(sale.id, 999_999_999, held.agent.headers)).status).toBe(404);
    expect((await remove(sale.id, operation.id, stranger.headers)).status).toBe(404);
    expect((await check(sale.id, operation.id, stranger.headers)).status).toBe(404);
    expect((await restore(sale.id, operation.id, stranger.headers)).status).toBe(404);
    expect((await check(sale.id, operation.id, reader.headers)).status).toBe(200);
    const forbidden = await remove(sale.id, operation.id, reader.headers);
    expect(forbidden.status).toBe(403);
    expect((await restore(sale.id, operation.id, reader.headers)).status).toBe(403);
    expect((await getEntity(SALE_OPERATION, operation.id, 'operation')).soft_deleted_at).toBeUndefined();
  });
});
