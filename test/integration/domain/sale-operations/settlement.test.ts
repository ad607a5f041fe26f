import { describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../../shared/db/entity-store';
import { statusHistory } from '../../../../shared/domain/lifecycle/status-history';
import { recordBankPayment } from '../../../../shared/domain/sale-operations/bank-payment';
import { payOperation, saleBalance } from '../../../../shared/domain/sale-operations/pay';
import { SALE } from '../../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../../shared/domain/sales-support/init-sale-payment-plan';
import { ownSale } from '../../../support/sale-fixtures';

const paidAt = () => new Date(Date.now() - 60_000).toISOString();
const saleOf = (saleId: number) => getEntity(SALE, saleId, 'sale');

/** A contracted sale financed by a bank: its plan's balance line is the bank's (as init sale makes it). */
async function bankSale() {
  const own = await ownSale();
  const plan = await getEntity(PAYMENT_PLAN, own.sale.id, 'payment plan');
  const lines = plan.lines.map((line, index) =>
    index === plan.lines.length - 1 ? { ...line, kind: 'bank_payment' as const } : line,
  );
  await updateEntity(PAYMENT_PLAN, own.sale.id, { lines }, { recordName: 'payment plan' });
  await updateEntity(SALE, own.sale.id, { purchase_method: 'bank_financing' }, { recordName: 'sale' });
  const bankLine = lines.at(-1);
  return { ...own, sale: await saleOf(own.sale.id), bankAmount: bankLine?.amount ?? 0 };
}

describe('a payment that settles a contracted sale moves it to ready_for_emptying (STAFF-DOMAIN 6.1)', () => {
  it('cash: a part leaves it contracted; the last halala steps it, with its history entry, in the same write', async () => {
    const { sale, viewer } = await ownSale();
    await payOperation(viewer, sale.id, { amount: 100_000, method: 'cash', paid_at: paidAt() });
    expect((await saleOf(sale.id)).status).toBe('contracted');
    const left = saleBalance(await saleOf(sale.id));
    await payOperation(viewer, sale.id, { amount: left, method: 'bank_transfer', paid_at: paidAt() });
    const after = await saleOf(sale.id);
    expect(after).toMatchObject({ status: 'ready_for_emptying' });
    expect(saleBalance(after)).toBe(0);
    const history = await statusHistory({ type: SALE, id: sale.id });
    expect(history.filter((entry) => entry.action === 'settle')).toEqual([
      expect.objectContaining({
        from: 'contracted',
        to: 'ready_for_emptying',
        version: after.version,
        by: { kind: 'system', name: 'sale-operations' },
      }),
    ]);
  }, 60_000);

  it('bank financing: paid in full without the bank stage stays contracted; the bank payment (recordBankPayment) steps it', async () => {
    const cashPaid = await bankSale();
    await payOperation(cashPaid.viewer, cashPaid.sale.id, {
      amount: saleBalance(cashPaid.sale),
      method: 'cash',
      paid_at: paidAt(),
    });
    expect(await saleOf(cashPaid.sale.id)).toMatchObject({ status: 'contracted' });

    const { sale, viewer, bankAmount } = await bankSale();
    await payOperation(viewer, sale.id, {
      amount: saleBalance(sale) - bankAmount,
      method: 'cash',
      paid_at: paidAt(),
    });
    expect((await saleOf(sale.id)).status).toBe('contracted');
    const bank = await recordBankPayment(viewer, sale.id, {
      amount: bankAmount,
      paid_at: paidAt(),
      reference_no: 'BANK-1',
      saleChanges: { bank_stage: 'funds_received' },
    });
    expect(bank).toMatchObject({ kind: 'bank_payment', method: 'bank_financing', amount: bankAmount });
    const plan = await getEntity(PAYMENT_PLAN, sale.id, 'payment plan');
    expect(bank.allocations).toEqual([{ sequence: plan.lines.at(-1)?.sequence, amount: bankAmount }]);
    expect(await saleOf(sale.id)).toMatchObject({
      status: 'ready_for_emptying',
      bank_stage: 'funds_received',
    });
  }, 60_000);

  it('bank financing whose stage is funds_received: the settling cash payment steps it', async () => {
    const { sale, viewer } = await bankSale();
    await updateEntity(SALE, sale.id, { bank_stage: 'funds_received' } as never, { recordName: 'sale' });
    await payOperation(viewer, sale.id, { amount: saleBalance(sale), method: 'cash', paid_at: paidAt() });
    expect((await saleOf(sale.id)).status).toBe('ready_for_emptying');
  }, 60_000);

  it('of 20 payments at once, only those the balance allows land and the one landing on 0 steps the sale, once', async () => {
    const { sale, viewer } = await ownSale();
    const share = 100_000;
    await payOperation(viewer, sale.id, {
      amount: saleBalance(sale) - 10 * share,
      method: 'cash',
      paid_at: paidAt(),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        payOperation(viewer, sale.id, { amount: share, method: 'cash', paid_at: paidAt() }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const after = await saleOf(sale.id);
    expect(saleBalance(after)).toBe(0);
    expect(after.status).toBe('ready_for_emptying');
    const steps = (await statusHistory({ type: SALE, id: sale.id })).filter(
      (entry) => entry.action === 'settle',
    );
    expect(steps).toHaveLength(1);
  }, 180_000);
});
