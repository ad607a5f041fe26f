import { describe, expect, it } from 'vitest';
import { findEntity, getEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { Acceptance, SaleDiscount, SaleDiscountData } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { saleDiscount } from '../../support/init-sale-fixtures';
import { agreement, decide, pay, salesManager } from '../../support/sale-repricing-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const dataUrl = (saleId: number) => `${saleUrl(saleId)}/discount/get-data`;
const change = (saleId: number, headers: Record<string, string>, ids: number[]) =>
  call(`${saleUrl(saleId)}/discount`, {
    headers,
    form: ids.length > 0 ? { 'discount_ids[]': ids.map(String) } : { 'discount_ids[]': [] },
  });

/** The draft sale (SAR 850,000, client total SAR 916,937.50) and a 2 % discount of its project. */
async function saleWithDiscount() {
  const sale = await draftSale();
  const discount = await saleDiscount(sale.project.id);
  return { sale, discount };
}

/** With 2 % off (SAR 17,000): net 833,000, tax 41,650, striving 20,825 + VAT 3,123.75. */
const DISCOUNTED_TOTAL = 89_859_875;
const FULL_TOTAL = 91_693_750;

describe('{system_user_url}/sales-support/sales/{sale_id}/discount', () => {
  it('sends a larger discount to a sales manager, then re-prices the sale and rescales the open lines', async () => {
    const [{ sale, discount }, manager] = await Promise.all([saleWithDiscount(), salesManager()]);
    const data = await call(dataUrl(sale.saleId), { headers: sale.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    const shown = expectSingle(data.body, SaleDiscountData);
    expect(shown.applicable_discounts.map((row) => row.id)).toEqual([discount.id]);
    expect(shown).toMatchObject({ held: 5_000, pending_discount_ids: null });
    expect(shown.pricing).toMatchObject({ discounts: [], client_total: 916_937.5 });

    const asked = await change(sale.saleId, sale.agent.headers, [discount.id]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const pending = expectSingle(asked.body, SaleDiscount);
    expect(pending).toMatchObject({ applied: false, pending_discount_ids: [discount.id] });
    expect(pending.pricing.client_total).toBe(916_937.5);
    // One change at a time; the sale's price is locked while it waits.
    expect((await change(sale.saleId, sale.agent.headers, [])).status).toBe(409);

    const before = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    const decided = await decide(pending.acceptance_id as number, manager.headers, 'accept');
    expect(expectSingle(decided.body, Acceptance).status).toBe('approved');
    const repriced = await getEntity(SALE, sale.saleId, 'sale');
    expect(repriced.pricing).toMatchObject({
      discounts: [{ discount_id: discount.id, value_type: 'percentage', value: 2, amount: 1_700_000 }],
      net_price: 83_300_000,
      client_total: DISCOUNTED_TOTAL,
    });
    expect(repriced.pending_discount ?? null).toBeNull();
    const plan = await getEntity(PAYMENT_PLAN, sale.saleId, 'payment plan');
    // The earnest money line is paid: untouched. The two open lines shrink in proportion.
    expect(plan.lines[0]).toEqual(before.lines[0]);
    expect(plan.lines[1]?.amount).toBeLessThan(before.lines[1]?.amount ?? 0);
    expect(plan.lines[2]?.amount).toBeLessThan(before.lines[2]?.amount ?? 0);
    expect(await agreement(sale.saleId)).toEqual({
      plan: [DISCOUNTED_TOTAL, DISCOUNTED_TOTAL],
      held: 500_000,
      sale: [DISCOUNTED_TOTAL, 500_000],
    });

    // A smaller discount (none) costs the company nothing: applied at once, the client owes more.
    const removed = await change(sale.saleId, sale.agent.headers, []);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(expectSingle(removed.body, SaleDiscount)).toMatchObject({
      applied: true,
      acceptance_id: null,
      pending_discount_ids: null,
      balance: 911_937.5,
    });
    expect(await agreement(sale.saleId)).toEqual({
      plan: [FULL_TOTAL, FULL_TOTAL],
      held: 500_000,
      sale: [FULL_TOTAL, 500_000],
    });
  });

  it('leaves the price as it was when the change is rejected', async () => {
    const [{ sale, discount }, manager] = await Promise.all([saleWithDiscount(), salesManager()]);
    const asked = expectSingle(
      (await change(sale.saleId, sale.agent.headers, [discount.id])).body,
      SaleDiscount,
    );
    expect((await decide(asked.acceptance_id as number, manager.headers, 'reject')).status).toBe(200);
    const kept = await getEntity(SALE, sale.saleId, 'sale');
    expect([kept.pricing?.client_total, kept.pending_discount ?? null]).toEqual([FULL_TOTAL, null]);
  });

  it('answers 422 on an unknown or unstackable discount or a total below what is held, and writes nothing', async () => {
    const { sale, discount } = await saleWithDiscount();
    const other = await saleDiscount(sale.project.id, { value: '1' });
    const unknown = await change(sale.saleId, sale.agent.headers, [999_999_999]);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['discount_ids']);
    const twoProject = await change(sale.saleId, sale.agent.headers, [discount.id, other.id]);
    expect(twoProject.status).toBe(422);
    expect(Object.keys(twoProject.body.errors)).toEqual(['discount_ids']);

    await setSale(sale.saleId, { paid_total: 90_000_000 });
    const below = await change(sale.saleId, sale.agent.headers, [discount.id]);
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      discount_ids: [
        'This lowers the client total to 898598.75 SAR, below the 900000.00 SAR the sale holds: make a partial refund first.',
      ],
    });
    const arabic = await call(`${saleUrl(sale.saleId)}/discount`, {
      headers: { ...sale.agent.headers, 'Accept-Language': 'ar' },
      form: { 'discount_ids[]': String(discount.id) },
    });
    expect(arabic.body.errors.discount_ids[0]).toContain('898598.75');
    expect((await findEntity(SALE, sale.saleId))?.pricing?.client_total).toBe(FULL_TOTAL);
  });

  it('answers 404 outside the row scope, 403 without the ability, 409 once emptied', async () => {
    const { sale, discount } = await saleWithDiscount();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await call(dataUrl(sale.saleId), { headers: stranger.headers })).status).toBe(404);
    expect((await change(sale.saleId, stranger.headers, [discount.id])).status).toBe(404);
    expect((await call(dataUrl(sale.saleId), { headers: collections.headers })).status).toBe(200);
    expect((await change(sale.saleId, collections.headers, [discount.id])).status).toBe(403);
    await setSale(sale.saleId, { status: 'emptied' });
    const emptied = await change(sale.saleId, sale.agent.headers, [discount.id]);
    expect(emptied.status).toBe(409);
    expect(emptied.body.message).toBe('The price of a sale in status emptied no longer changes.');
  });

  it('keeps the plan agreeing with the sale under 20 parallel changes racing payments', async () => {
    const [{ sale, discount }, manager] = await Promise.all([saleWithDiscount(), salesManager()]);
    await setSale(sale.saleId, { status: 'contracted' });
    const asked = expectSingle(
      (await change(sale.saleId, sale.agent.headers, [discount.id])).body,
      SaleDiscount,
    );
    await decide(asked.acceptance_id as number, manager.headers, 'accept');

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? pay(sale.saleId, sale.agent.headers, '100')
          : change(sale.saleId, sale.agent.headers, []),
      ),
    );
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const removals = answers.filter((answer, index) => index % 2 === 1 && answer.status === 200).length;
    expect(removals).toBeGreaterThanOrEqual(1);
    const paid = answers.filter((answer, index) => index % 2 === 0 && answer.status === 201).length;
    expect(await agreement(sale.saleId)).toEqual({
      plan: [FULL_TOTAL, FULL_TOTAL],
      held: 500_000 + paid * 10_000,
      sale: [FULL_TOTAL, 500_000 + paid * 10_000],
    });
  });
});
