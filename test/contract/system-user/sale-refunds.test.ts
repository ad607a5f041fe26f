import { beforeAll, describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { payOperation } from '../../../shared/domain/sale-operations/pay';
import { SALE } from '../../../shared/domain/sales/sales';
import { UNIT } from '../../../shared/domain/units/units';
import { SaleRefundFormData, SaleRefundRequest } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { financeReviewer, storedSale } from '../../support/refund-fixtures';
import { ownSale } from '../../support/sale-fixtures';

const IBAN = 'SA0380000000608010167519';
const saleUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}`;
let finance: Awaited<ReturnType<typeof financeReviewer>>;
beforeAll(async () => {
  finance = await financeReviewer();
});

/** A contracted sale holding SAR 5,000 earnest money and SAR 95,000 paid, its client with an IBAN. */
async function saleHolding() {
  const own = await ownSale();
  await updateEntity(CLIENT, own.sale.client_id, { iban_number: IBAN }, { recordName: 'client' });
  await payOperation(own.viewer, own.sale.id, {
    amount: 9_500_000,
    method: 'cash',
    paid_at: new Date(Date.now() - 60_000).toISOString(),
  });
  return own;
}

describe('{system_user_url}/sales-support/sales/{sale_id}/refund and /partial-refund', () => {
  it('form data, a full refund request (201, pending), finance approves it: paid out, sale cancelled, unit available', async () => {
    const { sale, held } = await saleHolding();
    await updateEntity(
      SALE,
      sale.id,
      { orbon_status: 'forfeited', orbon_amount: 500_000 },
      { recordName: 'sale' },
    );
    const data = await call(`${saleUrl(sale.id)}/refund/get-form-data`, { headers: held.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(expectSingle(data.body, SaleRefundFormData)).toMatchObject({
      kind: 'refund',
      cancels_sale: true,
      held: 100_000,
      deductions: [{ kind: 'forfeited_orbon', amount: 5_000 }],
      max_refundable: 95_000,
      iban_number: IBAN,
    });
    const partialData = await call(`${saleUrl(sale.id)}/partial-refund/get-form-data`, {
      headers: held.agent.headers,
    });
    expect(expectSingle(partialData.body, SaleRefundFormData)).toMatchObject({
      kind: 'partial_refund',
      cancels_sale: false,
    });

    const asked = await call(`${saleUrl(sale.id)}/refund`, {
      headers: held.agent.headers,
      form: {
        reason: 'The client withdrew',
        refund_amount: '94000',
        method: 'bank_transfer',
        contractual_fee: '1000',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const refund = expectSingle(asked.body, SaleRefundRequest);
    expect(refund).toMatchObject({
      status: 'pending_acceptance',
      amount: 94_000,
      deductions_total: 6_000,
      iban_number: IBAN,
      operation_id: null,
    });
    const accepted = await call(`${systemUserUrl}/acceptances/${refund.acceptance_id}/accept`, {
      headers: finance.headers,
      form: { comment: 'Transfer sent' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const after = await storedSale(sale.id);
    expect(after.sale).toMatchObject({ status: 'cancelled', refunded_total: 9_400_000 });
    expect(after.held).toBe(600_000);
    expect(after.linesHold).toBe(600_000);
    expect(after.refunds[0]).toMatchObject({ status: 'paid', decided_by_user_id: finance.id });
    expect((await getEntity(UNIT, sale.unit_id, 'unit')).status).toBe('available');
    // A cancelled sale takes no other refund.
    const again = await call(`${saleUrl(sale.id)}/partial-refund`, {
      headers: held.agent.headers,
      form: { reason: 'x', amount: '1', method: 'cash' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A sale that is cancelled cannot be refunded.');
  });

  it('answers 422 naming the field and the limit (English and Arabic) and writes nothing', async () => {
    const { sale, held } = await saleHolding();
    const cases: Array<[string, Record<string, string>, string, string]> = [
      [
        'partial-refund',
        { reason: 'x', amount: '100000.01', method: 'cash' },
        'amount',
        'The refund cannot exceed 100000.00 SAR: the money the sale holds less the deductions.',
      ],
      [
        'refund',
        { reason: 'x', refund_amount: '99000', method: 'cash', contractual_fee: '2000' },
        'refund_amount',
        'The refund cannot exceed 98000.00 SAR: the money the sale holds less the deductions.',
      ],
      [
        'refund',
        { reason: 'x', refund_amount: '10', method: 'bank_transfer', iban_number: 'SA00123' },
        'iban_number',
        'The IBAN must be a valid Saudi IBAN (SA and 22 digits).',
      ],
      ['partial-refund', { amount: '10', method: 'cash' }, 'reason', 'The reason field is required.'],
    ];
    for (const [path, form, field, message] of cases) {
      const answer = await call(`${saleUrl(sale.id)}/${path}`, { headers: held.agent.headers, form });
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(answer.body.errors, JSON.stringify(form)).toEqual({ [field]: [message] });
    }
    const arabic = await call(`${saleUrl(sale.id)}/partial-refund`, {
      headers: { ...held.agent.headers, 'Accept-Language': 'ar' },
      form: { reason: 'x', amount: '100000.01', method: 'cash' },
    });
    expect(arabic.body.errors).toEqual({
      amount: ['لا يمكن أن يتجاوز المبلغ المسترد 100000.00 ريال: المبلغ المحصّل على البيع بعد الخصومات.'],
    });
    expect((await storedSale(sale.id)).refunds).toHaveLength(0);
  });

  it('answers 404 outside the row scope and 403 without sales.refunds.manage', async () => {
    const { sale, held } = await saleHolding();
    const [stranger, collections] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own' }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
    ]);
    for (const answer of [
      await call(`${saleUrl(sale.id)}/refund/get-form-data`, { headers: stranger.headers }),
      await call(`${saleUrl(sale.id)}/partial-refund`, {
        headers: stranger.headers,
        form: { reason: 'x', amount: '10', method: 'cash' },
      }),
      await call(`${saleUrl(999_999_999)}/refund/get-form-data`, { headers: held.agent.headers }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'The requested sale was not found.' });
    }
    const forbidden = await call(`${saleUrl(sale.id)}/partial-refund`, {
      headers: collections.headers,
      form: { reason: 'x', amount: '10', method: 'cash' },
    });
    expect(forbidden.status).toBe(403);
    expect(
      (await call(`${saleUrl(sale.id)}/refund/get-form-data`, { headers: collections.headers })).status,
    ).toBe(403);
    expect((await storedSale(sale.id)).refunds).toHaveLength(0);
  });
});
