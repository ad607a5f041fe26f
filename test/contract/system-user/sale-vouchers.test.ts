import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { COMPANY, COMPANY_ID } from '../../../shared/domain/company/company';
import { formatHalalas } from '../../../shared/domain/prints/format-print-variables';
import { SALE_OPERATION } from '../../../shared/domain/sale-operations/sale-operations';
import { decodeZatcaTlv } from '../../../shared/domain/sale-prints/zatca-qr';
import { SALE_REFUND } from '../../../shared/domain/sale-refunds/sale-refunds';
import { SALE } from '../../../shared/domain/sales/sales';
import { DownloadableFile, SaleOperation } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { downloadPdf, pdfQrCode, pdfText, squeezed } from '../../support/pdf-text';
import { ownSale } from '../../support/sale-fixtures';

const saleUrl = (saleId: number) => `${systemUserUrl}/sales-support/sales/${saleId}`;
const voucherUrl = (saleId: number, operationId: number) =>
  `${saleUrl(saleId)}/refund-operations/${operationId}/print`;

async function printed(url: string, headers: Record<string, string>) {
  const response = await call(url, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const file = expectSingle(response.body, DownloadableFile);
  return { file, pdf: await downloadPdf(file.url) };
}

async function pay(saleId: number, headers: Record<string, string>, amount: string) {
  const response = await call(`${saleUrl(saleId)}/operations/pay`, {
    headers,
    form: { amount, method: 'cash', reference_no: 'CASH-9' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectSingle(response.body, SaleOperation);
}

/** A refund record of `sale` as the refunds flow writes it (amount in halalas), for the prints alone. */
const refundRecord = (
  sale: { id: number; client_id: number; unit_id: number; project_id: number },
  fields: { amount: number; status: string },
) => ({
  sale_id: sale.id,
  client_id: sale.client_id,
  unit_id: sale.unit_id,
  project_id: sale.project_id,
  kind: 'partial_refund' as const,
  deductions: [],
  deductions_total: 0,
  reason: 'Overpaid down payment',
  method: 'bank_transfer' as const,
  iban_number: null,
  requested_by_user_id: 1,
  acceptance_id: null,
  decided_by_user_id: null,
  decided_at: null,
  decision_reason: null,
  paid_at: null,
  operation_id: null,
  allocations: [],
  ...fields,
});

describe('{system_user_url}/sales-support/sales/{sale_id}: vouchers and refund statements', () => {
  it('a payment on a sale with brokerage VAT prints a receipt voucher with its VAT share and the ZATCA QR code', async () => {
    const { sale, held } = await ownSale();
    const pricing =
      sale.pricing ??
      (() => {
        throw new Error('no pricing');
      })();
    // The client pays the brokerage and its 15 % VAT (striving): the sale carries VAT.
    await updateEntity(
      SALE,
      sale.id,
      { pricing: { ...pricing, striving_vat: 318_750, client_total: pricing.client_total + 318_750 } },
      { recordName: 'sale' },
    );
    const operation = await pay(sale.id, held.agent.headers, '1000');
    const { file, pdf } = await printed(voucherUrl(sale.id, operation.id), held.agent.headers);
    expect(file.name).toBe(`${operation.receipt_no}.pdf`);
    if (process.env.KEEP_PRINTS) writeFileSync('/tmp/h17d-receipt.pdf', pdf);
    const text = pdfText(pdf);
    expect(squeezed(text)).toContain(squeezed(`سند قبض رقم ${operation.receipt_no}`));
    expect(text).toContain(formatHalalas(100_000));
    const total = pricing.client_total + 318_750;
    const vat = Math.round((100_000 * 318_750) / total);
    expect(text).toContain(formatHalalas(vat));

    const payload = await pdfQrCode(pdf);
    expect(payload, 'a QR code on the page').toBeDefined();
    const company = await getEntity(COMPANY, COMPANY_ID, 'company');
    expect([...decodeZatcaTlv(payload as string).entries()]).toEqual([
      [1, company.name_ar],
      [2, company.vat_number],
      [3, new Date(String(operation.paid_at)).toISOString()],
      [4, '1000.00'],
      [5, (vat / 100).toFixed(2)],
    ]);
  });

  it('a sale without VAT prints the receipt without the QR code; English on ?language=en', async () => {
    const { sale, held } = await ownSale();
    const pricing = sale.pricing as NonNullable<typeof sale.pricing>;
    // No brokerage for the client: the sale carries no VAT line.
    const withoutStriving = pricing.client_total - pricing.striving_amount - pricing.striving_vat;
    await updateEntity(
      SALE,
      sale.id,
      {
        pricing: {
          ...pricing,
          striving_payer: 'none',
          striving_amount: 0,
          striving_vat: 0,
          client_total: withoutStriving,
        },
      },
      { recordName: 'sale' },
    );
    const operation = await pay(sale.id, held.agent.headers, '250.5');
    const { pdf } = await printed(`${voucherUrl(sale.id, operation.id)}?language=en`, held.agent.headers);
    const text = pdfText(pdf);
    expect(text).toContain(`Receipt voucher ${operation.receipt_no}`);
    expect(text).toContain(`SAR ${formatHalalas(25_050)}`);
    // A reprint shows what is owed when it is printed, and says so.
    expect(text).toMatch(/printed on \d{4}-\d{2}-\d{2}/);
    expect(text).toContain('Balance due when printed');
    expect(text).not.toContain('VAT included');
    expect(await pdfQrCode(pdf)).toBeUndefined();
  });

  it('a refund operation prints a payment voucher; a deleted operation prints CANCELLED', async () => {
    const { sale, held } = await ownSale();
    const refund = await createEntity(SALE_OPERATION, {
      sale_id: sale.id,
      kind: 'partial_refund',
      schedule_line: null,
      allocations: [],
      amount: 50_000,
      method: 'bank_transfer',
      reference_no: 'RF-1',
      paid_at: new Date().toISOString(),
      receipt_no: 'RC-2026-999001',
      status: 'paid',
      created_by_user_id: held.agent.id,
    });
    const english = pdfText(
      (await printed(`${voucherUrl(sale.id, refund.id)}?language=en`, held.agent.headers)).pdf,
    );
    expect(english).toContain('Payment voucher RC-2026-999001');
    expect(english).toContain('Partial refund');
    const arabic = pdfText((await printed(voucherUrl(sale.id, refund.id), held.agent.headers)).pdf);
    expect(squeezed(arabic)).toContain(squeezed('سند صرف'));

    const operation = await pay(sale.id, held.agent.headers, '10');
    await updateEntity(
      SALE_OPERATION,
      operation.id,
      { soft_deleted_at: new Date().toISOString() },
      { recordName: 'operation' },
    );
    const deleted = await printed(`${voucherUrl(sale.id, operation.id)}?language=en`, held.agent.headers);
    expect(pdfText(deleted.pdf, 'raw')).toContain('CANCELLED');
  });

  it('the refund statement prints a refund of the sale, DRAFT until paid', async () => {
    const { sale, held } = await ownSale();
    const refund = await createEntity(
      SALE_REFUND,
      refundRecord(sale, { amount: 125_050, status: 'approved' }),
    );
    const url = `${saleUrl(sale.id)}/refunds/${refund.id}/print`;
    const draft = await printed(`${url}?language=en`, held.agent.headers);
    expect(draft.file.name).toBe(`sale-${sale.id}-refund-${refund.id}.pdf`);
    const text = pdfText(draft.pdf);
    expect(text).toContain(`Refund statement ${refund.id}`);
    expect(text).toContain(`SAR ${formatHalalas(125_050)}`);
    expect(pdfText(draft.pdf, 'raw')).toContain('DRAFT');
    await updateEntity(
      SALE_REFUND,
      refund.id,
      { status: 'paid', paid_at: new Date().toISOString() },
      { recordName: 'sale refund' },
    );
    const paid = await printed(`${url}?language=en`, held.agent.headers);
    expect(pdfText(paid.pdf, 'raw')).not.toContain('DRAFT');
    const arabic = pdfText((await printed(url, held.agent.headers)).pdf);
    expect(squeezed(arabic)).toContain(squeezed(`بيان استرداد رقم ${refund.id}`));
  });

  it('the statement of a full refund names the IBAN paid to, and a cancelled sale owes nothing', async () => {
    const { sale, held } = await ownSale();
    const refund = await createEntity(SALE_REFUND, {
      ...refundRecord(sale, { amount: 500_000, status: 'paid' }),
      kind: 'refund',
      iban_number: 'SA0380000000608010167519',
      paid_at: new Date().toISOString(),
    });
    await updateEntity(
      SALE,
      sale.id,
      { status: 'cancelled', refunded_total: 500_000 },
      { recordName: 'sale' },
    );
    const text = pdfText(
      (await printed(`${saleUrl(sale.id)}/refunds/${refund.id}/print?language=en`, held.agent.headers)).pdf,
    );
    expect(text).toContain('SA03 8000 0000 6080 1016 7519');
    expect(text).toMatch(/Balance\s+SAR 0\.00/);
  });

  it("answers 404 for another sale's operation or refund and outside the row scope, 403 without sales.sales.view", async () => {
    const [{ sale, held }, other] = await Promise.all([ownSale(), ownSale()]);
    const operation = await pay(other.sale.id, other.held.agent.headers, '10');
    const refund = await createEntity(
      SALE_REFUND,
      refundRecord(other.sale, { amount: 1_000, status: 'paid' }),
    );
    const wrongOperation = await call(voucherUrl(sale.id, operation.id), { headers: held.agent.headers });
    expect(wrongOperation.status).toBe(404);
    expect(wrongOperation.body).toEqual({ message: 'The requested operation was not found.' });
    const wrongRefund = await call(`${saleUrl(sale.id)}/refunds/${refund.id}/print`, {
      headers: held.agent.headers,
    });
    expect(wrongRefund.status).toBe(404);
    expect(wrongRefund.body).toEqual({ message: 'The requested sale refund was not found.' });
    // Its own agent sees them; another agent of the department does not (own scope).
    expect(
      (await call(voucherUrl(other.sale.id, operation.id), { headers: held.agent.headers })).status,
    ).toBe(404);
    expect(
      (await call(`${saleUrl(other.sale.id)}/refunds/${refund.id}/print`, { headers: held.agent.headers }))
        .status,
    ).toBe(404);
    const noView = await crmStaff(['finance_manager'], { row_scope: 'all' }, ['sales.payments.manage']);
    expect((await call(voucherUrl(other.sale.id, operation.id), { headers: noView.headers })).status).toBe(
      403,
    );
    expect(
      (await call(`${saleUrl(other.sale.id)}/refunds/${refund.id}/print`, { headers: noView.headers }))
        .status,
    ).toBe(403);
    const wrong = await call(`${voucherUrl(other.sale.id, operation.id)}?language=de`, {
      headers: other.held.agent.headers,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['language']);
  });
});
