import { describe, expect, it } from 'vitest';
import { getEntity, linkedIds } from '../../../../shared/db/entity-store';
import { readStaffCaller } from '../../../../shared/domain/callers/staff-caller';
import { idempotentRequest } from '../../../../shared/domain/idempotency/idempotency';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { SALE_OPERATION } from '../../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { NotFoundError, ValidationError } from '../../../../shared/errors';
import { crmStaff } from '../../../support/crm-staff';
import { ownSale } from '../../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const receiptSequence = (receipt: string) => Number(receipt.split('-')[2]);

/** The sale, its plan and the operations the test made (init sale's earnest-money receipt left out), as stored now. */
async function stored(saleId: number) {
  const [sale, plan, operationIds] = await Promise.all([
    getEntity(SALE, saleId, 'sale'),
    getEntity(PAYMENT_PLAN, saleId, 'payment plan'),
    linkedIds({ type: SALE, id: saleId }, SALE_OPERATION),
  ]);
  const all = await Promise.all(operationIds.map((id) => getEntity(SALE_OPERATION, id, 'operation')));
  return { sale, plan, operations: all.filter((operation) => operation.kind !== 'orbon') };
}

describe('pay operation (shared/domain/sale-operations)', () => {
  it('writes the operation with a receipt number, pays the oldest unpaid line first and raises paid_total, in one write', async () => {
    const { sale, viewer } = await ownSale();
    const plan = await getEntity(PAYMENT_PLAN, sale.id, 'payment plan');
    const downPayment = plan.lines.find((line) => line.kind === 'down_payment');
    expect(downPayment).toBeDefined();
    // The down payment and 1,000 SAR of the line after it.
    const amount = (downPayment?.amount ?? 0) + 100_000;
    const operation = await payOperation(viewer, sale.id, {
      amount,
      method: 'bank_transfer',
      paid_at: paidAt(),
    });
    expect(operation).toMatchObject({ sale_id: sale.id, amount, status: 'paid', kind: 'down_payment' });
    expect(operation.receipt_no).toMatch(/^RC-\d{4}-\d{6}$/);
    const after = await stored(sale.id);
    expect(after.sale.paid_total).toBe((sale.paid_total ?? 0) + amount);
    expect(after.plan.lines.find((line) => line.kind === 'down_payment')).toMatchObject({
      paid_amount: downPayment?.amount,
      status: 'paid',
    });
    expect(after.plan.lines.find((line) => line.kind === 'installment')).toMatchObject({
      paid_amount: 100_000,
      status: 'partially_paid',
    });
    expect(after.operations.map((entry) => entry.id)).toEqual([operation.id]);
  });

  it('of 20 payments at once whose sum exceeds the balance, only those it allows land; each refused one is a 422 on amount', async () => {
    const { sale, viewer } = await ownSale();
    const balance = saleBalance(sale);
    // 20 × (balance / 14) > balance: at most 14 fit.
    const amount = Math.floor(balance / 14);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        payOperation(viewer, sale.id, { amount, method: 'cash', paid_at: paidAt() }),
      ),
    );
    const landed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.amount?.[0]?.key).toBe('sale_operations.amount_over_balance');
    }
    expect(landed.length).toBe(14);
    const after = await stored(sale.id);
    const landedSum = amount * landed.length;
    expect(after.sale.paid_total).toBe((sale.paid_total ?? 0) + landedSum);
    expect(saleBalance(after.sale)).toBeGreaterThanOrEqual(0);
    // The lines hold exactly what the sale holds.
    expect(after.plan.lines.reduce((sum, line) => sum + line.paid_amount, 0)).toBe(after.sale.paid_total);
    expect(after.operations).toHaveLength(14);
    // Receipt numbers: 14 distinct. Files running beside this one take numbers of the same year in
    // between, so the range may be wider; that a number is taken only by the transaction that keeps
    // it (no gaps) is the counter's condition, which the fault test checks (counter +1 per payment).
    const sequences = after.operations
      .map((entry) => receiptSequence(entry.receipt_no ?? ''))
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(14);
    expect((sequences.at(-1) ?? 0) - (sequences[0] ?? 0)).toBeGreaterThanOrEqual(13);
  }, 120_000);

  it('one Idempotency-Key sent 20 times at once makes one payment, and every call answers it', async () => {
    const { sale, viewer } = await ownSale();
    const input = { amount: 123_456, method: 'cash' as const, paid_at: paidAt() };
    const key = `pay-${sale.id}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        payOperation(
          viewer,
          sale.id,
          input,
          idempotentRequest('salePayOperation', viewer.id, key, { sale_id: sale.id, ...input }),
        ),
      ),
    );
    expect(new Set(results.map((operation) => operation.id)).size).toBe(1);
    const after = await stored(sale.id);
    expect(after.operations).toHaveLength(1);
    expect(after.sale.paid_total).toBe((sale.paid_total ?? 0) + input.amount);
  }, 120_000);

  it('refuses over the balance (422 naming it), a draft sale beyond its earnest money and down payment, a future date, and answers 404 outside the row scope', async () => {
    const contracted = await ownSale();
    const balance = saleBalance(contracted.sale);
    const over = payOperation(contracted.viewer, contracted.sale.id, {
      amount: balance + 1,
      method: 'cash',
      paid_at: paidAt(),
    });
    await expect(over).rejects.toMatchObject({
      fields: {
        amount: [
          { key: 'sale_operations.amount_over_balance', params: { balance: (balance / 100).toFixed(2) } },
        ],
      },
    });
    const future = payOperation(contracted.viewer, contracted.sale.id, {
      amount: 100,
      method: 'cash',
      paid_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect(future).rejects.toMatchObject({
      fields: { paid_at: [{ key: 'sale_operations.paid_at_future' }] },
    });
    const stranger = await readStaffCaller((await crmStaff(['sales_agent'], { row_scope: 'own' })).id);
    await expect(
      payOperation(stranger, contracted.sale.id, { amount: 100, method: 'cash', paid_at: paidAt() }),
    ).rejects.toBeInstanceOf(NotFoundError);

    const draft = await ownSale({ status: 'draft' });
    const plan = await getEntity(PAYMENT_PLAN, draft.sale.id, 'payment plan');
    const downPayment = plan.lines.find((line) => line.kind === 'down_payment')?.amount ?? 0;
    await expect(
      payOperation(draft.viewer, draft.sale.id, {
        amount: downPayment + 1,
        method: 'cash',
        paid_at: paidAt(),
      }),
    ).rejects.toMatchObject({
      fields: {
        amount: [
          { key: 'sale_operations.draft_over_payable', params: { limit: (downPayment / 100).toFixed(2) } },
        ],
      },
    });
    const after = await stored(draft.sale.id);
    expect(after.sale.paid_total).toBe(draft.sale.paid_total);
    expect(after.operations).toHaveLength(0);
  }, 120_000);
});
