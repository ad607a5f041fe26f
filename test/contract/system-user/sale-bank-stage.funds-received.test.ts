import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, linkedIds } from '../../../shared/db/entity-store';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { call } from '../../support/http';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const stageUrl = (saleId: number) => `${saleUrl(saleId)}/bank-stage`;
const step = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(stageUrl(saleId), { headers, form });

/**
 * A contracted sale financed by a bank at its `emptying` stage (deed recorded): client total SAR
 * 916,937.50, SAR 5,000 earnest money held, the bank financing SAR 800,000.
 */
async function saleAtEmptying() {
  const sale = await draftSale();
  const headers = sale.agent.headers;
  const [bank] = await listBanks();
  const financed = await call(`${saleUrl(sale.saleId)}/purchase-method`, {
    headers,
    form: { purchase_method: 'bank_financing', bank_id: String(bank?.id) },
  });
  expect(financed.status, JSON.stringify(financed.body)).toBe(200);
  const forms: Record<string, string>[] = [
    { stage: 'application_submitted' },
    { stage: 'initial_approval' },
    { stage: 'valuation' },
    { stage: 'final_approval', financing_amount: '800000' },
    { stage: 'financing_contract_signed' },
    { stage: 'payment_issued' },
  ];
  for (const form of forms) expect((await step(sale.saleId, headers, form)).status).toBe(200);
  await setSale(sale.saleId, { status: 'contracted' });
  const emptying = await step(sale.saleId, headers, {
    stage: 'emptying',
    deed_number: '4100999999',
    emptied_to: 'bank',
  });
  expect(emptying.status, JSON.stringify(emptying.body)).toBe(200);
  return sale;
}

/** The sale item, its live operations and its status history as stored now. */
async function stored(saleId: number) {
  const sale = await getEntity(SALE, saleId, 'sale');
  const operations = (
    await Promise.all(
      (
        await linkedIds({ type: SALE, id: saleId }, SALE_OPERATION)
      ).map((id) => findEntity(SALE_OPERATION, id)),
    )
  ).filter((operation) => operation !== undefined && !operation.soft_deleted_at);
  const history = await statusHistory({ type: SALE, id: saleId });
  return { sale, operations, history };
}

/** Funds received is all there (stage, bank payment, emptied) or none of it is. */
async function expectWholeOrNothing(saleId: number, before: Awaited<ReturnType<typeof stored>>) {
  const after = await stored(saleId);
  const bankPayments = after.operations.filter((operation) => operation?.method === 'bank_financing');
  const emptiedSteps = after.history.filter((entry) => entry.action === 'bank_emptied');
  const sum = (operations: typeof after.operations) =>
    operations.reduce((total, operation) => total + (operation?.amount ?? 0), 0);
  // The earnest money carried from the booking is held without an operation: compare what moved.
  expect((after.sale.paid_total ?? 0) - (before.sale.paid_total ?? 0)).toBe(
    sum(after.operations) - sum(before.operations),
  );
  expect(after.sale.paid_total).toBeLessThanOrEqual(after.sale.pricing?.client_total ?? 0);
  if (after.sale.bank_stage === 'funds_received') {
    expect(after.sale.status).toBe('emptied');
    expect(bankPayments).toHaveLength(1);
    expect(emptiedSteps).toHaveLength(1);
    expect(after.sale.bank_stage_history).toHaveLength((before.sale.bank_stage_history?.length ?? 0) + 1);
  } else {
    expect(after.sale).toMatchObject({
      bank_stage: 'emptying',
      status: 'contracted',
      bank_stage_history: before.sale.bank_stage_history,
    });
    expect(after.sale.emptied_at).toBeUndefined();
    expect(bankPayments).toEqual([]);
    expect(emptiedSteps).toEqual([]);
  }
  return { after, landed: after.sale.bank_stage === 'funds_received' };
}

describe('funds_received: the bank payment, its allocation, the totals, the stage and emptied in one transaction', () => {
  it('over the balance: 422, and the sale item (version included), operations and history are as they were', async () => {
    const sale = await saleAtEmptying();
    const before = await stored(sale.saleId);
    const refused = await step(sale.saleId, sale.agent.headers, {
      stage: 'funds_received',
      amount: '911937.51',
    });
    expect(refused.status).toBe(422);
    expect(await stored(sale.saleId)).toEqual(before);
  }, 60_000);

  it('racing 20 cash payments, the bank paying the whole balance: the bank payment lands whole or not at all; the invariant holds', async () => {
    const sale = await saleAtEmptying();
    const before = await stored(sale.saleId);
    const pays = Array.from({ length: 20 }, (_, index) =>
      call(`${saleUrl(sale.saleId)}/operations/pay`, {
        headers: sale.agent.headers,
        form: { amount: '1000', method: 'cash', reference_no: `RACE-${index}` },
      }),
    );
    const [funds, ...payments] = await Promise.all([
      // The bank pays the whole balance: any cash payment landing first leaves it over the balance.
      step(sale.saleId, sale.agent.headers, { stage: 'funds_received', amount: '911937.50' }),
      ...pays,
    ]);
    expect([200, 409, 422]).toContain(funds.status);
    for (const payment of payments) expect([201, 409, 422]).toContain(payment.status);
    const { landed } = await expectWholeOrNothing(sale.saleId, before);
    expect(landed).toBe(funds.status === 200);
  }, 120_000);

  it('20 parallel funds_received: one lands (one bank payment, one emptied step), the others 409 and wrote nothing', async () => {
    const sale = await saleAtEmptying();
    const before = await stored(sale.saleId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => step(sale.saleId, sale.agent.headers, { stage: 'funds_received' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { after, landed } = await expectWholeOrNothing(sale.saleId, before);
    expect(landed).toBe(true);
    expect(after.sale.paid_total).toBe(80_500_000);
    // One transaction: the sale item written once, straight from contracted to emptied (no
    // intermediate stage-only or payment-only version, no settle step on the way).
    expect(after.sale.version).toBe(before.sale.version + 1);
    expect(
      after.history
        .filter((entry) => entry.version > before.sale.version)
        .map((entry) => [entry.action, entry.from, entry.to, entry.version]),
    ).toEqual([['bank_emptied', 'contracted', 'emptied', before.sale.version + 1]]);
  }, 120_000);
});
