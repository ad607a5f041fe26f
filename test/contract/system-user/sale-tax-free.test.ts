import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { SaleTaxFreeStatus } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { saleClient } from '../../support/init-sale-fixtures';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const taxFreeUrl = (saleId: number) => `${saleUrl(saleId)}/tax-free-status`;
const setTaxFree = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(taxFreeUrl(saleId), { headers, form });
/** The fixtures' client national id (a citizen's). */
const certificate = {
  tax_free_status: 'requested',
  certificate_number: 'SAKANI-2026-0042',
  certificate_date: '2026-11-01',
  beneficiary_national_id: '1012345678',
};

/** The plan's total and the sum of its lines, in halalas. */
async function planTotals(saleId: number) {
  const plan = await findEntity(PAYMENT_PLAN, saleId);
  return [plan?.total, plan?.lines.reduce((sum, line) => sum + line.amount, 0)];
}

describe('{system_user_url}/sales-support/sales/{sale_id}/tax-free-status', () => {
  it('records the certificate, then approval re-prices the sale as a first home and lowers the plan by the same amount', async () => {
    const sale = await draftSale();
    const data = await call(taxFreeUrl(sale.saleId), { headers: sale.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(expectSingle(data.body, SaleTaxFreeStatus)).toMatchObject({
      tax_free_status: 'not_applicable',
      client_national_id: 1_012_345_678,
      state_tax: 0,
      client_total: 916_937.5,
      // The state bears the 5 % on SAR 850,000: SAR 42,500.
      state_tax_if_approved: 42_500,
      client_total_if_approved: 874_437.5,
      held: 5_000,
      next_statuses: ['requested'],
    });

    const requested = await setTaxFree(sale.saleId, sale.agent.headers, certificate);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(expectSingle(requested.body, SaleTaxFreeStatus)).toMatchObject({
      tax_free_status: 'requested',
      certificate_number: 'SAKANI-2026-0042',
      beneficiary_national_id: 1_012_345_678,
      client_total: 916_937.5,
      next_statuses: ['approved', 'rejected'],
    });

    const approved = await setTaxFree(sale.saleId, sale.agent.headers, { tax_free_status: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(expectSingle(approved.body, SaleTaxFreeStatus)).toMatchObject({
      tax_free_status: 'approved',
      decided_by_user_id: sale.agent.id,
      state_tax: 42_500,
      client_total: 874_437.5,
      next_statuses: [],
    });
    expect((await findEntity(SALE, sale.saleId))?.pricing).toMatchObject({
      state_tax: 4_250_000,
      client_tax: 0,
      client_total: 87_443_750,
    });
    expect(await planTotals(sale.saleId)).toEqual([87_443_750, 87_443_750]);
  });

  it('takes a rejected certificate again, and refuses a step its status does not allow', async () => {
    const sale = await draftSale();
    expect((await setTaxFree(sale.saleId, sale.agent.headers, { tax_free_status: 'approved' })).status).toBe(
      409,
    );
    await setTaxFree(sale.saleId, sale.agent.headers, certificate);
    const rejected = await setTaxFree(sale.saleId, sale.agent.headers, {
      tax_free_status: 'rejected',
      reject_reason: 'Certificate expired',
    });
    expect(expectSingle(rejected.body, SaleTaxFreeStatus)).toMatchObject({
      tax_free_status: 'rejected',
      reject_reason: 'Certificate expired',
      client_total: 916_937.5,
      next_statuses: ['requested'],
    });
    const again = await setTaxFree(sale.saleId, sale.agent.headers, certificate);
    expect(again.status).toBe(200);
    expect(again.body.data.tax_free_status).toBe('requested');
  });

  it('answers 422 naming the field and the limit, and writes nothing', async () => {
    const sale = await draftSale();
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [
        { tax_free_status: 'requested' },
        {
          certificate_number: ['The certificate number field is required.'],
          certificate_date: ['The certificate date field is required.'],
          beneficiary_national_id: ['The beneficiary national id field is required.'],
        },
      ],
      [
        { ...certificate, beneficiary_national_id: '1099999999' },
        {
          beneficiary_national_id: [
            "The certificate's beneficiary must be the client: the client's Saudi national ID (starting with 1).",
          ],
        },
      ],
    ];
    for (const [form, errors] of cases) {
      const answer = await setTaxFree(sale.saleId, sale.agent.headers, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    // A resident (national id starting with 2) is not a citizen: no first-home share.
    const resident = await draftSale({ client: await saleClient({ national_id: 2_098_765_432 }) });
    const refused = await setTaxFree(resident.saleId, resident.agent.headers, {
      ...certificate,
      beneficiary_national_id: '2098765432',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['beneficiary_national_id']);

    // The sale holds SAR 900,000 (payments landed): approval would take the total below it.
    await setTaxFree(sale.saleId, sale.agent.headers, certificate);
    await setSale(sale.saleId, { paid_total: 90_000_000 });
    const below = await setTaxFree(sale.saleId, sale.agent.headers, { tax_free_status: 'approved' });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      tax_free_status: [
        'Approving lowers the client total to 874437.50 SAR, below the 900000.00 SAR the sale holds: make a partial refund first.',
      ],
    });
    const arabic = await setTaxFree(
      sale.saleId,
      { ...sale.agent.headers, 'Accept-Language': 'ar' },
      {
        tax_free_status: 'approved',
      },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.tax_free_status[0]).toContain('874437.50');
    expect(await findEntity(SALE, sale.saleId)).toMatchObject({
      tax_free: { status: 'requested' },
      pricing: { client_total: 91_693_750 },
    });
    expect(await planTotals(sale.saleId)).toEqual([91_693_750, 91_693_750]);
  });

  it('answers 404 outside the row scope and 403 without the ability', async () => {
    const sale = await draftSale();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    expect((await call(taxFreeUrl(sale.saleId), { headers: stranger.headers })).status).toBe(404);
    expect((await setTaxFree(sale.saleId, stranger.headers, certificate)).status).toBe(404);
    expect((await call(taxFreeUrl(sale.saleId), { headers: collections.headers })).status).toBe(200);
    expect((await setTaxFree(sale.saleId, collections.headers, certificate)).status).toBe(403);
    expect((await findEntity(SALE, sale.saleId))?.tax_free).toBeUndefined();
  });

  it('approves once of 20 parallel approvals: the plan is lowered once', async () => {
    const sale = await draftSale();
    await setTaxFree(sale.saleId, sale.agent.headers, certificate);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        setTaxFree(sale.saleId, sale.agent.headers, { tax_free_status: 'approved' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await findEntity(SALE, sale.saleId))?.pricing?.client_total).toBe(87_443_750);
    expect(await planTotals(sale.saleId)).toEqual([87_443_750, 87_443_750]);
  });
});
