import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, linkedIds } from '../../../shared/db/entity-store';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { SALE } from '../../../shared/domain/sales/sales';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { UNIT } from '../../../shared/domain/units/units';
import { SaleBankStage } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const stageUrl = (saleId: number) => `${saleUrl(saleId)}/bank-stage`;
const step = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(stageUrl(saleId), { headers, form });

/**
 * A draft sale financed by a bank (its stages started at price_offer_issued): client total SAR
 * 916,937.50, SAR 5,000 earnest money and SAR 86,693.75 down payment, so the bank finances at most
 * SAR 825,243.75.
 */
async function financedSale() {
  const sale = await draftSale();
  const [bank] = await listBanks();
  const financed = await call(`${saleUrl(sale.saleId)}/purchase-method`, {
    headers: sale.agent.headers,
    form: { purchase_method: 'bank_financing', bank_id: String(bank?.id) },
  });
  expect(financed.status, JSON.stringify(financed.body)).toBe(200);
  return sale;
}

const walk = async (saleId: number, headers: Record<string, string>, stages: string[]) => {
  for (const stage of stages) {
    const answer = await step(saleId, headers, { stage });
    expect(answer.status, `${stage} ${JSON.stringify(answer.body)}`).toBe(200);
  }
};

describe('{system_user_url}/sales-support/sales/{sale_id}/bank-stage', () => {
  it('moves one stage at a time with date and note, sets the financing at final approval, records the deed at emptying and the bank payment at funds received', async () => {
    const sale = await financedSale();
    const data = await call(stageUrl(sale.saleId), { headers: sale.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(expectSingle(data.body, SaleBankStage)).toMatchObject({
      bank_stage: 'price_offer_issued',
      next_stages: ['application_submitted', 'bank_rejected'],
      financing_limit: 825_243.75,
      financing_amount: null,
    });
    const submitted = await step(sale.saleId, sale.agent.headers, {
      stage: 'application_submitted',
      date: '2026-11-20',
      note: 'File handed to the branch',
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(expectSingle(submitted.body, SaleBankStage).history.at(-1)).toMatchObject({
      action: 'forward',
      from: 'price_offer_issued',
      to: 'application_submitted',
      date: '2026-11-20',
      note: 'File handed to the branch',
      by_user_id: sale.agent.id,
    });
    await walk(sale.saleId, sale.agent.headers, ['initial_approval', 'valuation']);

    const over = await step(sale.saleId, sale.agent.headers, {
      stage: 'final_approval',
      financing_amount: '825243.76',
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      financing_amount: [
        'The financing amount may be at most 825243.75 SAR: the client total less the earnest money and down payment.',
      ],
    });
    const missing = await step(sale.saleId, sale.agent.headers, { stage: 'final_approval' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['financing_amount']);
    const approved = await step(sale.saleId, sale.agent.headers, {
      stage: 'final_approval',
      financing_amount: '800000',
    });
    expect(approved.body.data).toMatchObject({ bank_stage: 'final_approval', financing_amount: 800_000 });
    await walk(sale.saleId, sale.agent.headers, ['financing_contract_signed', 'payment_issued']);

    // The deed moves only once the sale is contracted.
    const early = await step(sale.saleId, sale.agent.headers, {
      stage: 'emptying',
      deed_number: '4100123456',
      emptied_to: 'bank',
    });
    expect(early.status).toBe(409);
    await setSale(sale.saleId, { status: 'contracted' });
    const noDeed = await step(sale.saleId, sale.agent.headers, { stage: 'emptying', emptied_to: 'bank' });
    expect(noDeed.status).toBe(422);
    expect(Object.keys(noDeed.body.errors)).toEqual(['deed_number']);
    const emptying = await step(sale.saleId, sale.agent.headers, {
      stage: 'emptying',
      date: '2026-11-23',
      deed_number: '4100123456',
      emptied_to: 'bank',
    });
    expect(emptying.status, JSON.stringify(emptying.body)).toBe(200);
    expect(emptying.body.data).toMatchObject({
      // The deed moved: the bank can no longer reject, nothing goes back.
      next_stages: ['funds_received'],
      emptying_deed_number: 4_100_123_456,
      emptying_date: '2026-11-23',
      emptied_to: 'bank',
    });
    expect((await getEntity(UNIT, sale.unit.id, 'unit')).emptying_deed_number).toBe(4_100_123_456);

    const tooMuch = await step(sale.saleId, sale.agent.headers, {
      stage: 'funds_received',
      amount: '911937.51',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({
      amount: ["The bank's payment must be more than 0 and at most the 911937.50 SAR the sale still owes."],
    });
    expect((await getEntity(SALE, sale.saleId, 'sale')).bank_stage).toBe('emptying');
    const funds = await step(sale.saleId, sale.agent.headers, { stage: 'funds_received' });
    expect(funds.status, JSON.stringify(funds.body)).toBe(200);
    expect(funds.body.data).toMatchObject({
      bank_stage: 'funds_received',
      sale_status: 'emptied',
      next_stages: [],
    });
    const stored = await getEntity(SALE, sale.saleId, 'sale');
    expect(stored).toMatchObject({ status: 'emptied', paid_total: 80_500_000 });
    const operations = await Promise.all(
      (await linkedIds({ type: SALE, id: sale.saleId }, SALE_OPERATION)).map((id) =>
        findEntity(SALE_OPERATION, id),
      ),
    );
    // The bank's payment beside init sale's receipt of the earnest money.
    expect(operations).toEqual([
      expect.objectContaining({
        method: 'bank_financing',
        amount: 80_000_000,
        kind: 'bank_payment',
        status: 'paid',
      }),
      expect.objectContaining({ kind: 'orbon', amount: 500_000 }),
    ]);
    const history = await statusHistory({ type: SALE, id: sale.saleId });
    expect(history.map((change) => [change.action, change.from, change.to])).toContainEqual([
      'bank_emptied',
      'contracted',
      'emptied',
    ]);
  });

  it('lets a sales manager skip and go back, not the agent; the bank_rejected exit closes the stages', async () => {
    const sale = await financedSale();
    const manager = await crmStaff(['sales_manager'], { row_scope: 'all' });
    expect((await step(sale.saleId, sale.agent.headers, { stage: 'valuation' })).status).toBe(403);
    const skipped = await step(sale.saleId, manager.headers, { stage: 'valuation', note: 'Bank fast track' });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
    expect(skipped.body.data.history.at(-1)).toMatchObject({ action: 'skip', to: 'valuation' });
    expect((await step(sale.saleId, sale.agent.headers, { stage: 'initial_approval' })).status).toBe(403);
    const back = await step(sale.saleId, manager.headers, { stage: 'initial_approval' });
    expect(back.body.data).toMatchObject({ bank_stage: 'initial_approval' });
    expect((await step(sale.saleId, sale.agent.headers, { stage: 'initial_approval' })).status).toBe(409);

    const rejected = await step(sale.saleId, sale.agent.headers, {
      stage: 'bank_rejected',
      note: 'Salary too low',
    });
    expect(rejected.body.data).toMatchObject({ bank_stage: 'bank_rejected', next_stages: [] });
    const after = await step(sale.saleId, manager.headers, { stage: 'valuation' });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('The bank stage cannot move to this stage from bank_rejected.');
  });

  it('answers 409 on a sale without bank stages, 404 outside the row scope and 403 without the ability', async () => {
    const cash = await draftSale();
    const refused = await step(cash.saleId, cash.agent.headers, { stage: 'application_submitted' });
    expect(refused.status).toBe(409);
    const sale = await financedSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await call(stageUrl(sale.saleId), { headers: stranger.headers })).status).toBe(404);
    expect((await step(sale.saleId, stranger.headers, { stage: 'application_submitted' })).status).toBe(404);
    expect((await call(stageUrl(sale.saleId), { headers: collections.headers })).status).toBe(200);
    expect((await step(sale.saleId, collections.headers, { stage: 'application_submitted' })).status).toBe(
      403,
    );
    expect((await step(sale.saleId, sale.agent.headers, { stage: 'leasing' })).status).toBe(422);
    expect((await findEntity(SALE, sale.saleId))?.bank_stage).toBe('price_offer_issued');
  });

  it('lands one of 20 parallel steps forward', async () => {
    const sale = await financedSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        step(sale.saleId, sale.agent.headers, { stage: 'application_submitted' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const stored = await getEntity(SALE, sale.saleId, 'sale');
    expect(stored.bank_stage_history?.filter((entry) => entry.action === 'forward')).toHaveLength(1);
  });
});
