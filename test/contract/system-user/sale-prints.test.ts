import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { formatHalalas } from '../../../shared/domain/prints/format-print-variables';
import { BOOKING, SALE } from '../../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../../shared/domain/sales-support/init-sale-payment-plan';
import { DownloadableFile, SaleOperation } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { downloadPdf, pdfText, squeezed } from '../../support/pdf-text';
import { ownSale } from '../../support/sale-fixtures';

const saleUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}`;

/** Prints through the API and downloads the PDF. */
async function printed(url: string, headers: Record<string, string>) {
  const response = await call(url, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const file = expectSingle(response.body, DownloadableFile);
  expect(file.mime_type).toBe('application/pdf');
  const pdf = await downloadPdf(file.url);
  expect(pdf.length).toBe(file.size);
  return { file, pdf };
}

const pay = async (saleId: number, headers: Record<string, string>, amount: string) => {
  const response = await call(`${saleUrl(saleId)}/operations/pay`, {
    headers,
    form: { amount, method: 'bank_transfer', reference_no: 'TRX-77' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectSingle(response.body, SaleOperation);
};

describe('{system_user_url}/sales-support/sales/{sale_id}/print/*: the sale tab prints', () => {
  it('follow form: the sale, its pricing, the plan with paid amounts and the operations with their receipt numbers (Arabic)', async () => {
    const { sale, held } = await ownSale();
    const operation = await pay(sale.id, held.agent.headers, '1234.56');
    // The bank stages it went through print as rows (a closing step names no stage: left out).
    const step = { by_user_id: held.agent.id, at: new Date().toISOString() };
    await updateEntity(
      SALE,
      sale.id,
      {
        bank_stage_history: [
          { ...step, action: 'start', from: null, to: 'price_offer_issued', date: '2026-11-02', note: null },
          {
            ...step,
            action: 'forward',
            from: 'price_offer_issued',
            to: 'application_submitted',
            date: '2026-11-09',
            note: 'Al Rajhi, branch 12',
          },
          {
            ...step,
            action: 'close',
            from: 'application_submitted',
            to: null,
            date: '2026-11-10',
            note: null,
          },
        ],
      },
      { recordName: 'sale' },
    );
    const { file, pdf } = await printed(`${saleUrl(sale.id)}/print/follow-form`, held.agent.headers);
    expect(file.name).toBe(`sale-${sale.id}-follow-form.pdf`);
    const text = pdfText(pdf);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/h17d-follow-form.pdf', pdf);
    const client = await findEntity(CLIENT, sale.client_id);
    expect(text).toContain('نموذج متابعة البيع');
    expect(text).toContain(client?.name ?? 'missing');
    expect(text).toContain(operation.receipt_no);
    expect(text).toContain(formatHalalas(123_456));
    const plan = await getEntity(PAYMENT_PLAN, sale.id, 'payment plan');
    for (const line of plan.lines) expect(text).toContain(formatHalalas(line.amount));
    // The down payment line shows what it has been paid (the orbon line its own).
    expect(plan.lines.some((line) => line.paid_amount === 123_456)).toBe(true);
    expect(text).toContain(formatHalalas(sale.pricing?.client_total ?? 0));
    expect(squeezed(text)).toContain(squeezed('تحويل بنكي'));
    expect(squeezed(text)).toContain(squeezed('إصدار عرض السعر'));
    expect(squeezed(text)).toContain(squeezed('تقديم الطلب'));
    expect(text).toContain('2026-11-09');
    expect(text).toContain('Al Rajhi, branch 12');
    expect(text).not.toContain('2026-11-10');
  });

  it('booking: the hold that made the sale, with its offer number and earnest money; in English on ?language=en', async () => {
    const { sale, held } = await ownSale();
    await updateEntity(
      BOOKING,
      held.booking.id,
      { offer_number: 'OF-2026-424242' },
      { recordName: 'booking' },
    );
    const { pdf } = await printed(`${saleUrl(sale.id)}/print/booking?language=en`, held.agent.headers);
    const text = pdfText(pdf);
    expect(text).toContain(`Booking form ${held.booking.id}`);
    expect(text).toContain('OF-2026-424242');
    expect(text).toContain(`SAR ${formatHalalas(500_000)}`);
    // Times print as the Riyadh day and hour (UTC+3), in either language.
    const riyadh = new Date(Date.parse(held.booking.booking_open_at as string) + 3 * 3_600_000).toISOString();
    expect(text).toContain(`${riyadh.slice(0, 10)} ${riyadh.slice(11, 16)}`);
    const arabic = pdfText((await printed(`${saleUrl(sale.id)}/print/booking`, held.agent.headers)).pdf);
    expect(arabic).toContain(`نموذج حجز رقم ${held.booking.id}`);
  });

  it('contract: DRAFT without a number until the sale is contracted, then its contract number and no stamp', async () => {
    const { sale, held } = await ownSale({ status: 'draft' });
    const draft = await printed(`${saleUrl(sale.id)}/print/contract?language=en`, held.agent.headers);
    expect(draft.file.name).toBe(`sale-${sale.id}-contract-draft.pdf`);
    expect(pdfText(draft.pdf, 'raw')).toContain('DRAFT');
    expect(pdfText(draft.pdf)).toContain('Unit sale contract Draft');

    await updateEntity(
      SALE,
      sale.id,
      {
        status: 'contracted',
        contract_number: 'CT-2026-000123',
        contracted_at: '2026-11-24T09:00:00.000Z',
      } as never,
      { recordName: 'sale' },
    );
    const signed = await printed(`${saleUrl(sale.id)}/print/contract?language=en`, held.agent.headers);
    expect(signed.file.name).toBe('CT-2026-000123.pdf');
    const text = pdfText(signed.pdf);
    expect(text).toContain('Unit sale contract CT-2026-000123');
    expect(text).toContain('Contract date: 2026-11-24');
    expect(pdfText(signed.pdf, 'raw')).not.toContain('DRAFT');
    const arabic = await printed(`${saleUrl(sale.id)}/print/contract`, held.agent.headers);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/h17d-contract.pdf', arabic.pdf);
    expect(pdfText(arabic.pdf)).toContain('CT-2026-000123');
    expect(squeezed(pdfText(arabic.pdf))).toContain(squeezed('عقد بيع وحدة عقارية'));
    // The earnest money clause names the plan's orbon (SAR 5,000 paid at booking); drawing order
    // (raw) reads an Arabic line's words last to first.
    expect(pdfText(arabic.pdf, 'raw')).toContain(`${formatHalalas(500_000)} قدره`);
  });

  it('answers 404 outside the row scope and for a sale without a booking, 403 without sales.sales.view, 422 on an unknown language', async () => {
    const { sale, held } = await ownSale();
    const [stranger, noView] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: held.department }),
      crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.payments.manage']),
    ]);
    for (const print of ['follow-form', 'booking', 'contract']) {
      const hidden = await call(`${saleUrl(sale.id)}/print/${print}`, { headers: stranger.headers });
      expect(hidden.status, print).toBe(404);
      expect(hidden.body).toEqual({ message: 'The requested sale was not found.' });
      expect((await call(`${saleUrl(sale.id)}/print/${print}`, { headers: noView.headers })).status).toBe(
        403,
      );
      const wrong = await call(`${saleUrl(sale.id)}/print/${print}?language=fr`, {
        headers: held.agent.headers,
      });
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['language']);
    }
    expect(
      (await call(`${saleUrl(999_999_999)}/print/follow-form`, { headers: held.agent.headers })).status,
    ).toBe(404);
    await updateEntity(SALE, sale.id, { booking_id: null }, { recordName: 'sale' });
    const noBooking = await call(`${saleUrl(sale.id)}/print/booking`, { headers: held.agent.headers });
    expect(noBooking.status).toBe(404);
    expect(noBooking.body).toEqual({ message: 'The requested booking was not found.' });
  });
});
