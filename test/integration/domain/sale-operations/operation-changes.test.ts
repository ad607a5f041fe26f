import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, linkedIds } from '../../../../shared/db/entity-store';
import {
  deleteOperation,
  forceDeleteOperation,
  isAllowRestore,
  restoreOperation,
} from '../../../../shared/domain/sale-operations/operation-changes';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { ValidationError } from '../../../../shared/errors';
import { ownSale } from '../../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const linesPaid = async (saleId: number) =>
  (await getEntity(PAYMENT_PLAN, saleId, 'payment plan')).lines.reduce(
    (sum, line) => sum + line.paid_amount,
    0,
  );

describe('delete, restore and force delete an operation (shared/domain/sale-operations)', () => {
  it('delete gives the money back to the lines and the totals; restore re-applies it; force delete removes only a deleted one', async () => {
    const { sale, viewer } = await ownSale();
    const operation = await payOperation(viewer, sale.id, {
      amount: 250_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    await expect(forceDeleteOperation(viewer, sale.id, operation.id)).rejects.toMatchObject({
      messageKey: 'sale_operations.not_deleted',
    });
    const deleted = await deleteOperation(viewer, sale.id, operation.id, 'Entered twice.');
    expect(deleted).toMatchObject({ delete_reason: 'Entered twice.', deleted_by_user_id: viewer.id });
    expect(deleted.soft_deleted_at).toBeTruthy();
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
    expect(await linesPaid(sale.id)).toBe(sale.paid_total);
    await expect(deleteOperation(viewer, sale.id, operation.id, 'again')).rejects.toMatchObject({
      messageKey: 'sale_operations.not_deletable',
    });

    expect(await isAllowRestore(viewer, sale.id, operation.id)).toMatchObject({
      allowed: true,
      blocker: null,
    });
    const restored = await restoreOperation(viewer, sale.id, operation.id);
    expect(restored.soft_deleted_at).toBeUndefined();
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + 250_000);
    expect(await linesPaid(sale.id)).toBe((sale.paid_total ?? 0) + 250_000);

    await deleteOperation(viewer, sale.id, operation.id, 'Wrong sale.');
    await forceDeleteOperation(viewer, sale.id, operation.id);
    expect(await findEntity(SALE_OPERATION, operation.id)).toBeUndefined();
    // Only init sale's earnest-money receipt is left under the sale.
    const left = await linkedIds({ type: SALE, id: sale.id }, SALE_OPERATION);
    expect(left).not.toContain(operation.id);
    expect(left).toHaveLength(1);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe(sale.paid_total);
  }, 60_000);

  it('of 20 deleted operations restored at once, only those the balance allows come back; the others answer 422 on operation_id naming the balance and is-allow-restore says why', async () => {
    const { sale, viewer } = await ownSale();
    const amount = 100_000;
    const operations = [];
    for (let n = 0; n < 20; n++)
      operations.push(await payOperation(viewer, sale.id, { amount, method: 'cash', paid_at: paidAt() }));
    for (const operation of operations) await deleteOperation(viewer, sale.id, operation.id, 'Test.');
    // Leave room for exactly 5 of them.
    const room = 5 * amount;
    const fresh = await getEntity(SALE, sale.id, 'sale');
    await payOperation(viewer, sale.id, {
      amount: saleBalance(fresh) - room,
      method: 'cash',
      paid_at: paidAt(),
    });
    const results = await Promise.allSettled(
      operations.map((operation) => restoreOperation(viewer, sale.id, operation.id)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ValidationError);
      expect((result as PromiseRejectedResult).reason.fields).toMatchObject({
        operation_id: [{ key: 'sale_operations.restore_over_balance' }],
      });
    }
    const after = await getEntity(SALE, sale.id, 'sale');
    expect(saleBalance(after)).toBe(0);
    expect(await linesPaid(sale.id)).toBe(after.paid_total);
    const stillDeleted = operations.find((_, index) => results[index]?.status === 'rejected');
    expect(await isAllowRestore(viewer, sale.id, stillDeleted?.id ?? 0)).toMatchObject({
      allowed: false,
      blocker: 'sale_operations.restore_over_balance',
      balance: 0,
    });
  }, 180_000);
});
