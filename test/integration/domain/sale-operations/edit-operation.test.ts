import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../../shared/db/entity-store';
import { editOperation } from '../../../../shared/domain/sale-operations/edit-operation';
import { deleteOperation } from '../../../../shared/domain/sale-operations/operation-changes';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { ValidationError } from '../../../../shared/errors';
import { ownSale } from '../../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const planOf = (saleId: number) => getEntity(PAYMENT_PLAN, saleId, 'payment plan');
const linesPaid = async (saleId: number) =>
  (await planOf(saleId)).lines.reduce((sum, line) => sum + line.paid_amount, 0);

describe('edit operation (shared/domain/sale-operations/edit-operation.ts)', () => {
  it('re-allocates a new amount (old allocations given back) and keeps kind and receipt; the ceiling leaves out the old amount', async () => {
    const { sale, viewer } = await ownSale();
    const before = await planOf(sale.id);
    const downPayment = before.lines.find((line) => line.kind === 'down_payment');
    const operation = await payOperation(viewer, sale.id, {
      amount: 40_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const raised = await editOperation(viewer, sale.id, operation.id, {
      amount: 90_000,
      method: 'cheque',
      reference_no: 'CHQ-7',
    });
    expect(raised).toMatchObject({
      amount: 90_000,
      method: 'cheque',
      reference_no: 'CHQ-7',
      kind: operation.kind,
      receipt_no: operation.receipt_no,
      updated_by_user_id: viewer.id,
    });
    expect(raised.allocations.reduce((sum, part) => sum + part.amount, 0)).toBe(90_000);
    expect((await getEntity(SALE, sale.id, 'sale')).paid_total).toBe((sale.paid_total ?? 0) + 90_000);
    expect(await linesPaid(sale.id)).toBe((sale.paid_total ?? 0) + 90_000);
    const line = (await planOf(sale.id)).lines.find((entry) => entry.sequence === downPayment?.sequence);
    expect(line?.paid_amount).toBe((downPayment?.paid_amount ?? 0) + 90_000);

    // The whole balance plus the operation's own amount is the most it may be; a halala more is a 422.
    const ceiling = saleBalance(await getEntity(SALE, sale.id, 'sale')) + 90_000;
    const over = editOperation(viewer, sale.id, operation.id, { amount: ceiling + 1 });
    await expect(over).rejects.toBeInstanceOf(ValidationError);
    await expect(over).rejects.toMatchObject({
      fields: { amount: [{ key: 'sale_operations.amount_over_balance' }] },
    });
    const full = await editOperation(viewer, sale.id, operation.id, { amount: ceiling });
    expect(full.amount).toBe(ceiling);
    const after = await getEntity(SALE, sale.id, 'sale');
    expect(saleBalance(after)).toBe(0);
    expect(await linesPaid(sale.id)).toBe(after.paid_total);

    const lowered = await editOperation(viewer, sale.id, operation.id, { amount: 1_000 });
    expect(lowered.allocations).toEqual([{ sequence: downPayment?.sequence, amount: 1_000 }]);
    expect(await linesPaid(sale.id)).toBe((sale.paid_total ?? 0) + 1_000);

    await deleteOperation(viewer, sale.id, operation.id, 'Wrong.');
    await expect(editOperation(viewer, sale.id, operation.id, { amount: 500 })).rejects.toMatchObject({
      messageKey: 'sale_operations.not_editable',
    });
  }, 60_000);

  it('of 20 operations raised at once, only those the balance allows land; the sale, the lines and the operations agree', async () => {
    const { sale, viewer } = await ownSale();
    const operations = [];
    for (let n = 0; n < 20; n++)
      operations.push(
        await payOperation(viewer, sale.id, { amount: 10_000, method: 'cash', paid_at: paidAt() }),
      );
    // Room for exactly 4 raises of 90,000 halalas each (10,000 -> 100,000).
    const fresh = await getEntity(SALE, sale.id, 'sale');
    await payOperation(viewer, sale.id, {
      amount: saleBalance(fresh) - 4 * 90_000,
      method: 'cash',
      paid_at: paidAt(),
    });
    const results = await Promise.allSettled(
      operations.map((operation) => editOperation(viewer, sale.id, operation.id, { amount: 100_000 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    for (const result of results.filter((entry) => entry.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        fields: { amount: [{ key: 'sale_operations.amount_over_balance' }] },
      });
    const after = await getEntity(SALE, sale.id, 'sale');
    expect(saleBalance(after)).toBe(0);
    expect(await linesPaid(sale.id)).toBe(after.paid_total);
    const stored = await Promise.all(
      operations.map((operation) => getEntity(SALE_OPERATION, operation.id, 'operation')),
    );
    expect(stored.filter((operation) => operation.amount === 100_000)).toHaveLength(4);
    for (const operation of stored)
      expect(operation.allocations.reduce((sum, part) => sum + part.amount, 0)).toBe(operation.amount);
  }, 180_000);
});
