import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../shared/db/entity-store';
import { PURCHASE_ORDER } from '../../../shared/domain/purchasing/purchase-orders';
import { GOODS_RECEIPT_LINE } from '../../../shared/domain/warehouse/goods-receipts';
import {
  DownloadableFile,
  PurchaseInvoice,
  PurchaseInvoiceData,
  PurchaseInvoiceEditFormData,
  PurchaseInvoiceEntry,
  PurchaseInvoiceFormData,
  PurchaseInvoiceRow,
  StakeholderMilestones,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { downloadPdf, pdfQrCode, pdfText } from '../../support/pdf-text';
import {
  accountant,
  contractNow,
  contractOf,
  orderLine,
  receivedOrder,
} from '../../support/purchase-invoice-fixtures';
import { roleReviewer } from '../../support/purchasing-fixtures';
import { usePrintsInProcess } from '../../support/role-day';

// Orders, receipts and invoices of their own would change what the shared stack's tests count.
const { call } = useOwnStack();
usePrintsInProcess();
const url = `${systemUserUrl}/purchasing/purchase-invoices`;
let sequence = 0;
const supplierNumber = () => `INV-T-${Date.now()}-${++sequence}-${Math.floor(Math.random() * 1e6)}`;

type Line = Record<string, number>;
const goods = (supplierId: number, orderId: number, lines: Line[], extra: Record<string, string> = {}) => ({
  supplier_id: String(supplierId),
  supplier_invoice_number: supplierNumber(),
  invoice_date: '2026-11-25',
  due_date: '2026-12-25',
  purchase_order_id: String(orderId),
  lines: JSON.stringify(lines.map((line) => ({ vat_rate: 15, ...line }))),
  ...extra,
});

const store = (headers: Record<string, string>, form: Record<string, string>) => call(url, { headers, form });

describe.concurrent('{system_user_url}/purchasing/purchase-invoices', () => {
  it('prefills, stores, matches, previews, shows and prints an invoice of received goods; the finance manager approves it', async () => {
    const clerk = await accountant();
    const { order, supplier, details, grnLines } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 100, price: 410, received: 40 },
      { material_id: 205, ordered: 10, price: 1791.25, received: 6 },
    ]);
    const prefill = expectSingle(
      (await call(`${url}/get-invoice-data?purchase_order_id=${order.id}`, { headers: clerk.headers })).body,
      PurchaseInvoiceData,
    );
    expect(prefill.lines.map((line) => [line.grn_line_id, line.qty, line.unit_price, line.vat])).toEqual([
      [grnLines[0]?.id, 40, 410, 2460],
      [grnLines[1]?.id, 6, 1791.25, 1612.13],
    ]);
    expect(prefill).toMatchObject({ subtotal: 27_147.5, vat: 4072.13, total: 31_219.63 });
    const form = expectSingle(
      (await call(`${url}/get-form-data`, { headers: clerk.headers })).body,
      PurchaseInvoiceFormData,
    );
    expect(form.company_vat_number).toBe('310456789100003');
    expect(form.purchase_orders.map((row) => row.id)).toContain(order.id);

    const stored = await store(
      clerk.headers,
      goods(
        supplier.id,
        order.id,
        prefill.lines.map((line) => ({
          grn_line_id: line.grn_line_id as number,
          qty: line.qty,
          unit_price: line.unit_price,
        })),
        { vat: '4072.13' },
      ),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const invoice = expectSingle(stored.body, PurchaseInvoice);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: expect.stringMatching(/^PI-\d{4}-\d{6}$/),
      supplier_vat_number: supplier.vat_number,
      buyer_vat_number: '310456789100003',
      subtotal: 27_147.5,
      vat: 4072.13,
      total: 31_219.63,
      match_result: null,
    });
    // The order lines moved by the table: billed up, billable down.
    expect([
      (await orderLine(details[0]?.id as number)).billable_qty,
      (await orderLine(details[0]?.id as number)).billed_qty,
    ]).toEqual([0, 40]);
    expect((await getEntity(GOODS_RECEIPT_LINE, grnLines[0]?.id as number, 'line')).billed_qty).toBe(40);

    const edit = expectSingle(
      (await call(`${url}/${invoice.id}/edit-form-data`, { headers: clerk.headers })).body,
      PurchaseInvoiceEditFormData,
    );
    expect(edit.editable).toBe(true);
    const matched = await call(`${url}/${invoice.id}/match`, { headers: clerk.headers, method: 'POST' });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(expectSingle(matched.body, PurchaseInvoice)).toMatchObject({
      status: 'pending_acceptance',
      match_result: 'matched',
      lines: [
        {
          match_status: 'matched',
          qty_ok: true,
          price_ok: true,
          vat_ok: true,
          ordered_qty: 100,
          received_qty: 40,
        },
        { match_status: 'matched' },
      ],
      acceptance: { status: 'pending', current_sequence: 1, steps: [{ name: 'Finance manager' }] },
    });
    const entry = expectSingle(
      (await call(`${url}/${invoice.id}/preview-entry`, { headers: clerk.headers })).body,
      PurchaseInvoiceEntry,
    );
    expect(entry.lines.map((line) => [line.code, line.debit, line.credit])).toEqual([
      ['2150', 27_147.5, 0],
      ['1410', 4072.13, 0],
      ['2110', 0, 31_219.63],
    ]);
    expect(entry).toMatchObject({ balanced: true, posted: false });
    const printed = await call(`${url}/${invoice.id}/print?language=en`, { headers: clerk.headers });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const pdf = await downloadPdf(expectSingle(printed.body, DownloadableFile).url);
    const text = pdfText(pdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.supplier_invoice_number);
    expect(pdfText(pdf, 'raw')).toContain('DRAFT');
    // No QR of ours: the QR belongs to the supplier's invoice.
    expect(await pdfQrCode(pdf)).toBeUndefined();

    // The one who matched cannot approve (four-eyes); the finance manager does.
    expect((await call(`${url}/${invoice.id}/approve`, { headers: clerk.headers, form: {} })).status).toBe(
      403,
    );
    const finance = await roleReviewer('finance_manager');
    const approved = await call(`${url}/${invoice.id}/approve`, { headers: finance.headers, form: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(expectSingle(approved.body, PurchaseInvoice)).toMatchObject({ status: 'approved' });
    expect((await getEntity(PURCHASE_ORDER, order.id, 'order')).billing_status).toBe('partially_billed');
    const again = await call(`${url}/${invoice.id}/approve`, { headers: finance.headers, form: {} });
    expect(again.status).toBe(409);

    const rows = expectList(
      (await call(`${url}?purchase_order_id=${order.id}&status=approved`, { headers: clerk.headers })).body,
      PurchaseInvoiceRow,
      url,
    );
    expect(rows.map((row) => row.id)).toEqual([invoice.id]);
    const shown = expectSingle(
      (await call(`${url}/${invoice.id}`, { headers: clerk.headers })).body,
      PurchaseInvoice,
    );
    expect(shown.acceptance?.status).toBe('approved');

    // Cancelled after approval by finance (the entry reversed): the billing and the number given back.
    expect(
      (await call(`${url}/${invoice.id}/cancel`, { headers: clerk.headers, form: { reason: 'x' } })).status,
    ).toBe(403);
    const cancelled = await call(`${url}/${invoice.id}/cancel`, {
      headers: finance.headers,
      form: { reason: 'Supplier issued a credit note' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await orderLine(details[0]?.id as number)).billable_qty).toBe(40);
    expect((await getEntity(PURCHASE_ORDER, order.id, 'order')).billing_status).toBe('not_billed');
  });

  it('refuses billing beyond what was received (Q9) and a VAT that does not add up (Q12), in English and Arabic', async () => {
    const clerk = await accountant();
    const { order, supplier, details } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 100, price: 410, received: 40 },
    ]);
    const line = { po_detail_id: details[0]?.id as number, qty: 40.5, unit_price: 410 };
    const over = await store(clerk.headers, goods(supplier.id, order.id, [line]));
    expect(over.status).toBe(422);
    expect(over.body.errors['lines.0.qty']).toEqual([
      'More than was received and not yet billed: at most 40 may be billed on this order line.',
    ]);
    const arabic = await store(
      { ...clerk.headers, 'Accept-Language': 'ar' },
      goods(supplier.id, order.id, [line]),
    );
    expect(arabic.body.errors['lines.0.qty']).toEqual([
      'الكمية أكبر من المستلم غير المفوتر: الحد الأقصى للفوترة على بند أمر الشراء هذا 40.',
    ]);
    const vat = await store(
      clerk.headers,
      goods(supplier.id, order.id, [{ ...line, qty: 10 }], { vat: '615.02' }),
    );
    expect(vat.status).toBe(422);
    expect(vat.body.errors.vat).toEqual(["The invoice's VAT does not match its lines: expected 615.00 SAR."]);
    const buyer = await store(
      clerk.headers,
      goods(supplier.id, order.id, [{ ...line, qty: 10 }], { buyer_vat_number: '300000000000003' }),
    );
    expect(buyer.body.errors.buyer_vat_number).toEqual([
      "The buyer's VAT number must be the company's (310456789100003).",
    ]);
    const missing = await store({ ...clerk.headers, 'Accept-Language': 'ar' }, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['supplier_id', 'supplier_invoice_number', 'invoice_date', 'lines']),
    );
    const none = await store(
      clerk.headers,
      goods(supplier.id, order.id, [{ ...line, qty: 10 }], { purchase_order_id: '' }),
    );
    expect(none.body.errors.purchase_order_id).toEqual(['Name either a purchase order or a contract.']);
  });

  it('records a price exception; only a holder of approve-exception with a reason approves it; a rejection gives the billing back', async () => {
    const clerk = await accountant();
    const { order, supplier, details } = await receivedOrder(clerk.id, [
      { material_id: 205, ordered: 10, price: 1791.25, received: 10 },
    ]);
    const stored = expectSingle(
      (
        await store(
          clerk.headers,
          goods(supplier.id, order.id, [
            { po_detail_id: details[0]?.id as number, qty: 4, unit_price: 1800 },
          ]),
        )
      ).body,
      PurchaseInvoice,
    );
    const matched = expectSingle(
      (await call(`${url}/${stored.id}/match`, { headers: clerk.headers, method: 'POST' })).body,
      PurchaseInvoice,
    );
    expect(matched).toMatchObject({
      match_result: 'exception',
      lines: [
        { match_status: 'exception', qty_ok: true, price_ok: false, vat_ok: true, order_price: 1791.25 },
      ],
      acceptance: { steps: [{ name: 'Finance manager (exception)' }] },
    });
    const finance = await roleReviewer('finance_manager');
    const noReason = await call(`${url}/${stored.id}/approve`, {
      headers: { ...finance.headers, 'Accept-Language': 'ar' },
      form: {},
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['اعتماد استثناء المطابقة يتطلب ذكر السبب.']);
    const rejected = await call(`${url}/${stored.id}/reject`, {
      headers: finance.headers,
      form: { reason: 'Price not as ordered' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(expectSingle(rejected.body, PurchaseInvoice)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Price not as ordered',
    });
    expect((await orderLine(details[0]?.id as number)).billable_qty).toBe(10);
    // Corrected and matched again: billed again, matched, approved without a reason.
    const updated = await call(`${url}/${stored.id}/update`, {
      headers: clerk.headers,
      form: goods(
        supplier.id,
        order.id,
        [{ po_detail_id: details[0]?.id as number, qty: 4, unit_price: 1791.25 }],
        {
          supplier_invoice_number: stored.supplier_invoice_number,
        },
      ),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(expectSingle(updated.body, PurchaseInvoice)).toMatchObject({
      status: 'draft',
      match_result: null,
    });
    expect((await orderLine(details[0]?.id as number)).billable_qty).toBe(6);
    await call(`${url}/${stored.id}/match`, { headers: clerk.headers, method: 'POST' });
    const approved = await call(`${url}/${stored.id}/approve`, { headers: finance.headers, form: {} });
    expect(expectSingle(approved.body, PurchaseInvoice).status).toBe('approved');

    // Another exception: approved with a reason by the finance manager.
    const second = expectSingle(
      (
        await store(
          clerk.headers,
          goods(supplier.id, order.id, [
            { po_detail_id: details[0]?.id as number, qty: 2, unit_price: 1795 },
          ]),
        )
      ).body,
      PurchaseInvoice,
    );
    await call(`${url}/${second.id}/match`, { headers: clerk.headers, method: 'POST' });
    const withReason = await call(`${url}/${second.id}/approve`, {
      headers: finance.headers,
      form: { reason: 'Price increase agreed by phone, confirmed in writing' },
    });
    expect(withReason.status, JSON.stringify(withReason.body)).toBe(200);
    expect(expectSingle(withReason.body, PurchaseInvoice)).toMatchObject({
      status: 'approved',
      exception_reason: 'Price increase agreed by phone, confirmed in writing',
    });
  });

  it('refuses a reviewer without approve-exception (403) on an exception, and deletes a draft giving its billing back', async () => {
    const clerk = await accountant();
    const { order, supplier, details } = await receivedOrder(clerk.id, [
      { material_id: 205, ordered: 10, price: 1791.25, received: 10 },
    ]);
    const stored = expectSingle(
      (
        await store(
          clerk.headers,
          goods(supplier.id, order.id, [
            { po_detail_id: details[0]?.id as number, qty: 3, unit_price: 1900 },
          ]),
        )
      ).body,
      PurchaseInvoice,
    );
    expect((await orderLine(details[0]?.id as number)).billable_qty).toBe(7);
    const deleted = await call(`${url}/${stored.id}`, { headers: clerk.headers, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await orderLine(details[0]?.id as number)).billable_qty).toBe(10);
    expect((await call(`${url}/${stored.id}`, { headers: clerk.headers })).status).toBe(404);
    // The supplier's number is free again after the delete.
    const second = expectSingle(
      (
        await store(clerk.headers, {
          ...goods(supplier.id, order.id, [
            { po_detail_id: details[0]?.id as number, qty: 3, unit_price: 1900 },
          ]),
          supplier_invoice_number: stored.supplier_invoice_number,
        })
      ).body,
      PurchaseInvoice,
    );
    await call(`${url}/${second.id}/match`, { headers: clerk.headers, method: 'POST' });
    const finance = await roleReviewer('finance_manager');
    const withoutAbility = await crmStaff(['finance_manager'], { row_scope: 'all' }, [
      'core.acceptances.decide',
      'purchasing.invoices.view',
    ]);
    expect(
      (await call(`${url}/${second.id}/approve`, { headers: withoutAbility.headers, form: { reason: 'ok' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(`${url}/${second.id}/update`, {
          headers: clerk.headers,
          form: goods(supplier.id, order.id, [
            { po_detail_id: details[0]?.id as number, qty: 1, unit_price: 1 },
          ]),
        })
      ).status,
    ).toBe(409);
    expect((await call(`${url}/${second.id}`, { headers: clerk.headers, method: 'DELETE' })).status).toBe(
      409,
    );
    expect(finance.id).toBeGreaterThan(0);
  });

  it('bills a contractor within its certified milestones (Q10) and lists them', async () => {
    const clerk = await accountant();
    const { supplier } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 1, price: 1, received: 0 },
    ]);
    const contract = await contractOf(supplier.id, [
      { amount: 100_000, certified: 60_000 },
      { amount: 50_000, certified: 0 },
    ]);
    const milestones = expectSingle(
      (
        await call(`${url}/get-stakeholder-milestones?stakeholder_id=${supplier.id}&project_id=1`, {
          headers: clerk.headers,
        })
      ).body,
      StakeholderMilestones,
    );
    expect(
      milestones.milestones
        .filter((row) => row.contract_id === contract.id)
        .map((row) => [row.milestone_id, row.remaining]),
    ).toEqual([
      [1, 60_000],
      [2, 0],
    ]);
    const base = {
      supplier_id: String(supplier.id),
      invoice_date: '2026-11-25',
      contract_id: String(contract.id),
      retention: '5000',
    };
    const over = await store(clerk.headers, {
      ...base,
      supplier_invoice_number: supplierNumber(),
      lines: JSON.stringify([{ milestone_id: 1, qty: 1, unit_price: 60_000.01, vat_rate: 15 }]),
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['lines.0.unit_price']).toEqual([
      'More than was certified and not yet invoiced: at most 60000.00 SAR on this milestone.',
    ]);
    const stored = await store(clerk.headers, {
      ...base,
      supplier_invoice_number: supplierNumber(),
      lines: JSON.stringify([{ milestone_id: 1, qty: 1, unit_price: 50_000, vat_rate: 15 }]),
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const invoice = expectSingle(stored.body, PurchaseInvoice);
    expect(invoice).toMatchObject({
      kind: 'contractor',
      subtotal: 50_000,
      vat: 7500,
      retention: 5000,
      net_payable: 52_500,
    });
    expect((await contractNow(contract.id)).invoiced_total).toBe(5_000_000);
    const entry = expectSingle(
      (await call(`${url}/${invoice.id}/preview-entry`, { headers: clerk.headers })).body,
      PurchaseInvoiceEntry,
    );
    expect(entry.lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['project_wip', 50_000, 0],
      ['input_vat', 7500, 0],
      ['retention_payable', 0, 5000],
      ['supplier_payable', 0, 52_500],
    ]);
  });

  it('keeps invoices to the caller scope (404), the ability (403) and a token (401)', async () => {
    const clerk = await accountant();
    const { order, supplier, details } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 10, price: 410, received: 10 },
    ]);
    const invoice = expectSingle(
      (
        await store(
          clerk.headers,
          goods(supplier.id, order.id, [{ po_detail_id: details[0]?.id as number, qty: 1, unit_price: 410 }]),
        )
      ).body,
      PurchaseInvoice,
    );
    // An accountant of demo project 2: the invoice, on project 1, is outside their scope.
    const other = await crmStaff(['accountant'], { row_scope: 'own', project_ids: [2] });
    for (const path of ['', '/preview-entry', '/edit-form-data', '/print'])
      expect((await call(`${url}/${invoice.id}${path}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await call(`${url}/${invoice.id}/match`, { headers: other.headers, method: 'POST' })).status,
    ).toBe(404);
    expect(
      expectList(
        (await call(`${url}?per_page=100`, { headers: other.headers })).body,
        PurchaseInvoiceRow,
        url,
      ).map((row) => row.id),
    ).not.toContain(invoice.id);
    const officer = await crmStaff(['procurement_officer'], { row_scope: 'own' });
    expect((await call(`${url}/${invoice.id}`, { headers: officer.headers })).status).toBe(200);
    expect(
      (
        await store(
          officer.headers,
          goods(supplier.id, order.id, [{ po_detail_id: 1, qty: 1, unit_price: 1 }]),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(`${url}/${invoice.id}/cancel`, { headers: officer.headers, form: { reason: 'x' } })).status,
    ).toBe(403);
    const sales = await crmStaff(['sales_agent'], { row_scope: 'all' });
    for (const path of [
      '',
      '/get-form-data',
      `/${invoice.id}`,
      `/get-invoice-data?purchase_order_id=${order.id}`,
    ])
      expect((await call(`${url}${path}`, { headers: sales.headers })).status).toBe(403);
    expect((await call(`${url}/${invoice.id}/approve`, { headers: sales.headers, form: {} })).status).toBe(
      403,
    );
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    expect(
      (await call(`${url}/${invoice.id}/reject`, { headers: keyHeaders(), form: { reason: 'x' } })).status,
    ).toBe(401);
  });

  it('never bills one order line beyond Q9 under 20 parallel invoices, and lands one of 20 parallel stores of one supplier number (Q13)', async () => {
    const clerk = await accountant();
    const { order, supplier, details } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 20, price: 410, received: 7 },
    ]);
    const line = { po_detail_id: details[0]?.id as number, qty: 1, unit_price: 410 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store(clerk.headers, goods(supplier.id, order.id, [line]))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(7).fill(201),
      ...Array(13).fill(422),
    ]);
    expect(await orderLine(details[0]?.id as number)).toMatchObject({ billable_qty: 0, billed_qty: 7 });

    const { order: second, details: secondLines } = await receivedOrder(clerk.id, [
      { material_id: 101, ordered: 20, price: 410, received: 20 },
    ]);
    const number = supplierNumber();
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        store(clerk.headers, {
          ...goods(supplier.id, second.id, [
            { po_detail_id: secondLines[0]?.id as number, qty: 1, unit_price: 410 },
          ]),
          supplier_invoice_number: number,
        }),
      ),
    );
    expect(same.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(
      same
        .filter((answer) => answer.status === 422)
        .map((answer) => answer.body.errors.supplier_invoice_number),
    ).toEqual(Array(19).fill(['The supplier invoice number has already been taken.']));
    // The losers gave nothing back twice: one billed.
    expect(await orderLine(secondLines[0]?.id as number)).toMatchObject({ billable_qty: 19, billed_qty: 1 });
  });
});
