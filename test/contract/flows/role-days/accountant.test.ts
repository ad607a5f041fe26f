import { describe, expect, it } from 'vitest';
import { systemUserUrl } from '../../../support/http';
import { useOwnStack } from '../../../support/own-stack';
import { downloadPdf, pdfText } from '../../../support/pdf-text';
import { receivedOrder } from '../../../support/purchase-invoice-fixtures';
import { roleDay, usePrintsInProcess } from '../../../support/role-day';
import { tinyPdf } from '../../../support/tiny-pdf';

// On a copy of the demo data (useOwnStack): the day's order, receipt and invoice are its own, on
// demo project 1 (the demo accountant's and finance manager's projects), and the invoices other
// files count would see them.
const stack = useOwnStack();
const day = roleDay(stack.call);
usePrintsInProcess();
const invoices = `${systemUserUrl}/purchasing/purchase-invoices`;

describe("the accountant's day: a supplier's invoice matched three ways, over HTTP", () => {
  it('prefills from the receipt, stores with the supplier file, matches, previews the entry, shows and prints; the finance manager approves', async () => {
    const accountant = await day.signInAs('accountant');
    const finance = await day.signInAs('finance_manager');
    // Goods received against an order of demo project 1 (the receipt helper's store writes the same records).
    const { order, supplier, grn } = await receivedOrder(accountant.id, [
      { material_id: 101, ordered: 120, price: 410, received: 80 },
      { material_id: 205, ordered: 12, price: 1791.25, received: 12 },
    ]);

    // The supplier's invoice arrives: the form, then the lines the receipt leaves to bill, at the order's prices.
    const form = await day.ok(`${invoices}/get-form-data`, { headers: accountant.headers });
    expect(form.purchase_orders.map((row: { id: number }) => row.id)).toContain(order.id);
    const prefill = await day.ok(
      `${invoices}/get-invoice-data?purchase_order_id=${order.id}&grn_ids[]=${grn?.id}`,
      { headers: accountant.headers },
    );
    expect(prefill.lines.map((line: { qty: number }) => line.qty)).toEqual([80, 12]);
    expect(prefill).toMatchObject({ subtotal: 54_295, vat: 8144.25, total: 62_439.25 });

    const stored = await day.ok(
      invoices,
      {
        headers: accountant.headers,
        form: {
          supplier_id: String(supplier.id),
          supplier_invoice_number: `INV-${order.id}-0091`,
          invoice_date: '2026-11-26',
          due_date: '2026-12-26',
          purchase_order_id: String(order.id),
          vat: '8144.25',
          lines: JSON.stringify(
            prefill.lines.map(
              (line: { grn_line_id: number; qty: number; unit_price: number; vat_rate: number }) => ({
                grn_line_id: line.grn_line_id,
                qty: line.qty,
                unit_price: line.unit_price,
                vat_rate: line.vat_rate,
              }),
            ),
          ),
          file: new Blob([tinyPdf('Supplier tax invoice 0091')], { type: 'application/pdf' }),
        },
      },
      201,
    );
    expect(stored).toMatchObject({ status: 'draft', has_file: true, total: 62_439.25 });

    const matched = await day.ok(`${invoices}/${stored.id}/match`, {
      headers: accountant.headers,
      method: 'POST',
    });
    expect(matched).toMatchObject({ status: 'pending_acceptance', match_result: 'matched' });
    const entry = await day.ok(`${invoices}/${stored.id}/preview-entry`, { headers: accountant.headers });
    expect(entry).toMatchObject({ balanced: true, total_debit: 62_439.25, total_credit: 62_439.25 });
    const shown = await day.ok(`${invoices}/${stored.id}`, { headers: accountant.headers });
    expect(shown.lines.map((line: { match_status: string }) => line.match_status)).toEqual([
      'matched',
      'matched',
    ]);
    const printed = await day.ok(`${invoices}/${stored.id}/print?language=en`, {
      headers: accountant.headers,
    });
    expect(pdfText(await downloadPdf(printed.url))).toContain(`INV-${order.id}-0091`);

    // The finance manager decides it from the invoice (the engine's current step, four-eyes held).
    const approved = await day.ok(`${invoices}/${stored.id}/approve`, { headers: finance.headers, form: {} });
    expect(approved).toMatchObject({ status: 'approved', acceptance: { status: 'approved' } });
    const list = await stack.call(`${invoices}?purchase_order_id=${order.id}&status=approved`, {
      headers: accountant.headers,
    });
    expect(list.body.response.data.map((row: { id: number }) => row.id)).toEqual([stored.id]);
  });
});
