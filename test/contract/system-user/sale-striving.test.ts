import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { Acceptance, SaleStriving } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { agreement, decide, pay, salesManager } from '../../support/sale-repricing-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const change = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(`${saleUrl(saleId)}/striving`, { headers, form });
const externalBroker = {
  broker_kind: 'external_broker',
  broker_name: 'Al Noor Real Estate',
  broker_fal_licence_no: 'FAL-1100012345',
  broker_iban: 'SA0380000000608010167519',
};
/** The draft sale: SAR 850,000 net, tax SAR 42,500, the client paying 2.5 % striving (SAR 21,250 + VAT). */
const totalWith = (striving: number) => (850_000 + 42_500 + striving) * 100;

describe('{system_user_url}/sales-support/sales/{sale_id}/striving', () => {
  it('applies a rate at or below 2.5 % at once, with the broker, and rescales the plan', async () => {
    const sale = await draftSale();
    const answer = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      striving_rate: '2',
      ...externalBroker,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(expectSingle(answer.body, SaleStriving)).toMatchObject({
      applied: true,
      striving_type: 'percentage',
      broker_kind: 'external_broker',
      broker_name: 'Al Noor Real Estate',
      broker_user_id: null,
      striving_status: 'unpaid',
      pending_striving: null,
      pricing: { striving_rate: 2, striving_amount: 17_000, striving_vat: 2_550, client_total: 912_050 },
    });
    expect(await agreement(sale.saleId)).toEqual({
      plan: [totalWith(19_550), totalWith(19_550)],
      held: 500_000,
      sale: [totalWith(19_550), 500_000],
    });
    // A fixed amount within 2.5 % of the net price (SAR 21,250): at once too.
    const fixed = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      striving_type: 'fixed',
      striving_amount: '10000',
    });
    expect(expectSingle(fixed.body, SaleStriving)).toMatchObject({
      applied: true,
      striving_type: 'fixed',
      broker_kind: null,
      pricing: { striving_amount: 10_000, striving_vat: 1_500, client_total: 904_000 },
    });
  });

  it('sends a rate above 2.5 % or the payer moved to the company to a sales manager', async () => {
    const [sale, manager] = await Promise.all([draftSale(), salesManager()]);
    const asked = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      striving_rate: '3',
    });
    const pending = expectSingle(asked.body, SaleStriving);
    expect(pending).toMatchObject({
      applied: false,
      pending_striving: { striving_payer: 'client', striving_type: 'percentage', striving_rate: 3 },
      pricing: { client_total: 916_937.5 },
    });
    // Locked while it waits.
    expect((await change(sale.saleId, sale.agent.headers, { striving_payer: 'none' })).status).toBe(409);
    const decided = await decide(pending.acceptance_id as number, manager.headers, 'accept');
    expect(expectSingle(decided.body, Acceptance).status).toBe('approved');
    expect((await getEntity(SALE, sale.saleId, 'sale')).pricing).toMatchObject({
      striving_rate: 3,
      client_total: totalWith(29_325),
    });
    expect(await agreement(sale.saleId)).toEqual({
      plan: [totalWith(29_325), totalWith(29_325)],
      held: 500_000,
      sale: [totalWith(29_325), 500_000],
    });

    const company = expectSingle(
      (await change(sale.saleId, sale.agent.headers, { striving_payer: 'company' })).body,
      SaleStriving,
    );
    expect(company.applied).toBe(false);
    await decide(company.acceptance_id as number, manager.headers, 'reject');
    const kept = await getEntity(SALE, sale.saleId, 'sale');
    expect([kept.pricing?.striving_payer, kept.pending_striving ?? null]).toEqual(['client', null]);
  });

  it('answers 422 on missing broker fields, a rate over 100, or a total below what is held', async () => {
    const sale = await draftSale();
    const missing = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      broker_kind: 'external_broker',
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'broker_fal_licence_no',
      'broker_iban',
      'broker_name',
    ]);
    const unknownUser = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      broker_kind: 'internal_user',
      broker_user_id: '999999999',
    });
    expect(Object.keys(unknownUser.body.errors)).toEqual(['broker_user_id']);
    const badIban = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      ...externalBroker,
      broker_iban: 'GB00123',
    });
    expect(Object.keys(badIban.body.errors)).toEqual(['broker_iban']);
    const tooHigh = await change(sale.saleId, sale.agent.headers, {
      striving_payer: 'client',
      striving_rate: '150',
    });
    expect(tooHigh.body.errors).toEqual({
      striving_rate: ['The striving rate field must not be greater than 100.'],
    });

    await setSale(sale.saleId, { paid_total: 90_000_000 });
    const below = await change(sale.saleId, sale.agent.headers, { striving_payer: 'none' });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      striving_payer: [
        'This lowers the client total to 892500.00 SAR, below the 900000.00 SAR the sale holds: make a partial refund first.',
      ],
    });
    expect((await getEntity(SALE, sale.saleId, 'sale')).pricing?.client_total).toBe(totalWith(24_437.5));
  });

  it('answers 404 outside the row scope, 403 without the ability, 409 once emptied', async () => {
    const sale = await draftSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    const form = { striving_payer: 'client', striving_rate: '2' };
    expect((await change(sale.saleId, stranger.headers, form)).status).toBe(404);
    expect((await change(sale.saleId, collections.headers, form)).status).toBe(403);
    await setSale(sale.saleId, { status: 'emptied' });
    expect((await change(sale.saleId, sale.agent.headers, form)).status).toBe(409);
  });

  it('keeps the plan agreeing with the sale under 20 parallel changes racing payments', async () => {
    const sale = await draftSale();
    await setSale(sale.saleId, { status: 'contracted' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? pay(sale.saleId, sale.agent.headers, '100')
          : change(sale.saleId, sale.agent.headers, { striving_payer: 'client', striving_rate: '2' }),
      ),
    );
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const paid = answers.filter((answer, index) => index % 2 === 0 && answer.status === 201).length;
    expect(await agreement(sale.saleId)).toEqual({
      plan: [totalWith(19_550), totalWith(19_550)],
      held: 500_000 + paid * 10_000,
      sale: [totalWith(19_550), 500_000 + paid * 10_000],
    });
  });
});
