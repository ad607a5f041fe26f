import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { listBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { SalePurchaseMethod } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const methodUrl = (saleId: number) => `${saleUrl(saleId)}/purchase-method`;
const setMethod = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(methodUrl(saleId), { headers, form });

describe('{system_user_url}/sales-support/sales/{sale_id}/purchase-method', () => {
  it('gives the choices, starts the bank stage machine on a bank and closes it away from it, keeping the steps', async () => {
    const sale = await draftSale();
    const [bank, other] = await listBanks();
    const data = await call(methodUrl(sale.saleId), { headers: sale.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const form = expectSingle(data.body, SalePurchaseMethod);
    expect(form).toMatchObject({
      purchase_method: 'cash',
      follows_bank: false,
      bank_id: null,
      bank_stage: null,
    });
    expect(form.purchase_methods.map((option) => option.value)).toEqual([
      'cash',
      'bank_financing',
      'mixed',
      'developer_installments',
    ]);
    expect(form.banks.map((option) => option.id)).toContain(bank?.id);

    const toBank = await setMethod(sale.saleId, sale.agent.headers, {
      purchase_method: 'bank_financing',
      bank_id: String(bank?.id),
      note: 'Client chose Al Rajhi',
    });
    expect(toBank.status, JSON.stringify(toBank.body)).toBe(200);
    expect(expectSingle(toBank.body, SalePurchaseMethod)).toMatchObject({
      purchase_method: 'bank_financing',
      follows_bank: true,
      bank_id: bank?.id,
      bank_stage: 'price_offer_issued',
    });
    // bank_financing -> mixed with the same bank keeps the stage; another bank starts again.
    const mixed = await setMethod(sale.saleId, sale.agent.headers, {
      purchase_method: 'mixed',
      bank_id: String(bank?.id),
    });
    expect(mixed.body.data).toMatchObject({ purchase_method: 'mixed', bank_stage: 'price_offer_issued' });
    const otherBank = await setMethod(sale.saleId, sale.agent.headers, {
      purchase_method: 'mixed',
      bank_id: String(other?.id),
    });
    expect(otherBank.body.data).toMatchObject({ bank_id: other?.id, bank_stage: 'price_offer_issued' });

    const away = await setMethod(sale.saleId, sale.agent.headers, {
      purchase_method: 'developer_installments',
    });
    expect(away.status).toBe(200);
    expect(away.body.data).toMatchObject({
      purchase_method: 'developer_installments',
      bank_id: null,
      bank_stage: null,
    });
    const stored = await findEntity(SALE, sale.saleId);
    expect(stored?.bank_stage_history?.map((step) => [step.action, step.from, step.to])).toEqual([
      ['start', null, 'price_offer_issued'],
      ['close', 'price_offer_issued', null],
      ['start', null, 'price_offer_issued'],
      ['close', 'price_offer_issued', null],
    ]);
    expect(stored?.bank_stage_history?.[0]).toMatchObject({
      note: 'Client chose Al Rajhi',
      by_user_id: sale.agent.id,
    });
  });

  it('answers 422 naming the field: a bank method without a bank, an unknown bank, the same method', async () => {
    const sale = await draftSale();
    const cases: Array<[Record<string, string>, string]> = [
      [{ purchase_method: 'bank_financing' }, 'bank_id'],
      [{ purchase_method: 'mixed', bank_id: '999999' }, 'bank_id'],
      [{ purchase_method: 'cash' }, 'purchase_method'],
      [{ purchase_method: 'leasing' }, 'purchase_method'],
    ];
    for (const [form, field] of cases) {
      const answer = await setMethod(sale.saleId, sale.agent.headers, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    const arabic = await setMethod(
      sale.saleId,
      { ...sale.agent.headers, 'Accept-Language': 'ar' },
      { purchase_method: 'cash' },
    );
    expect(arabic.body.errors.purchase_method).toEqual(['للبيع طريقة الشراء والبنك هذان بالفعل.']);
    expect((await findEntity(SALE, sale.saleId))?.purchase_method).toBe('cash');
  });

  it('answers 409 on a closed sale, 404 outside the row scope and 403 without the ability', async () => {
    const sale = await draftSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await call(methodUrl(sale.saleId), { headers: stranger.headers })).status).toBe(404);
    expect((await setMethod(sale.saleId, stranger.headers, { purchase_method: 'mixed' })).status).toBe(404);
    expect((await call(methodUrl(sale.saleId), { headers: collections.headers })).status).toBe(200);
    expect(
      (await setMethod(sale.saleId, collections.headers, { purchase_method: 'developer_installments' }))
        .status,
    ).toBe(403);
    await setSale(sale.saleId, { status: 'emptied' });
    const closed = await setMethod(sale.saleId, sale.agent.headers, {
      purchase_method: 'developer_installments',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'The purchase method and bank stage of a sale in status emptied no longer change.',
    );
    expect((await findEntity(SALE, sale.saleId))?.purchase_method).toBe('cash');
  });
});
