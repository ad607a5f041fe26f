import { describe, expect, it } from 'vitest';
import { receivableOrder } from '../../../infra/local/seed/goods-receipts';
import { systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { roleDay } from '../../support/role-day';

// On a copy of the demo data (useOwnStack): the stock of the site store is asserted whole at each
// step, and the files beside this one receive and issue rebar into the same store.
const stack = useOwnStack();
const day = roleDay(stack.call);
const purchasing = `${systemUserUrl}/purchasing`;
// The receivable order's rebar: 12 mm.
const REBAR = 206;
const CEMENT = 103;
const SITE_STORE = 2;

type Stock = { warehouse_id: number; qty_on_hand: number; qty_available: number };

describe('an order from its call-off to its matched invoice, over HTTP, as purchasing, the warehouse and finance work it', () => {
  it('supply request, receipt with a rejected part and an over-receipt refused, disbursement, return, matched invoice; the stock adds up at each step', async () => {
    const officer = await day.signInAs('procurement_officer');
    const keeper = await day.signInAs('warehouse_keeper');
    const procurementManager = await day.signInAs('procurement_manager');
    const projectManager = await day.signIn('hind.pm@example.com');
    const accountant = await day.signInAs('accountant');
    const finance = await day.signInAs('finance_manager');
    // An issued order of demo project 1: 20 t of rebar at 1 800 SAR and 500 bags of cement at 17 SAR.
    const order = await receivableOrder();

    /** The site store's stock of a material, as `Materials: show` answers it. */
    const siteStock = async (material: number): Promise<Stock> => {
      const shown = await day.ok(`${purchasing}/materials/${material}`, { headers: keeper.headers });
      return (
        (shown.stock as Stock[]).find((row) => row.warehouse_id === SITE_STORE) ?? {
          warehouse_id: SITE_STORE,
          qty_on_hand: 0,
          qty_available: 0,
        }
      );
    };
    const rebarBefore = await siteStock(REBAR);
    const cementBefore = await siteStock(CEMENT);
    const expectRebar = async (onHand: number, available: number) =>
      expect(await siteStock(REBAR)).toMatchObject({
        qty_on_hand: rebarBefore.qty_on_hand + onHand,
        qty_available: rebarBefore.qty_available + available,
      });

    // Procurement calls off 10 t of rebar and all the cement to the site store; the project's manager approves.
    const form = await day.ok(`${purchasing}/purchase-orders/${order.id}/supply-requests/get-form-data`, {
      headers: officer.headers,
    });
    expect(form.lines.map((line: { open_qty: number }) => line.open_qty)).toEqual([20, 500]);
    const supply = await day.ok(
      `${purchasing}/purchase-orders/${order.id}/supply-requests`,
      {
        headers: officer.headers,
        form: {
          warehouse_id: String(SITE_STORE),
          requested_delivery_date: '2026-12-20',
          'po_detail_ids[]': [String(order.rebar_line_id), String(order.cement_line_id)],
          'quantities[]': ['10', '500'],
        },
      },
      201,
    );
    expect(supply).toMatchObject({ status: 'draft', number: expect.stringMatching(/^SR-/) });
    const sent = await day.ok(`${purchasing}/supply-requests/${supply.id}/send-to-acceptance`, {
      headers: officer.headers,
      form: {},
    });
    await day.accept(projectManager, sent.acceptance_id);

    // The truck arrives: 10 t of rebar, 2 of them bent and rejected, and the 500 bags.
    const receipt = await day.ok(
      `${purchasing}/supply-requests/${supply.id}/grns`,
      {
        headers: { ...keeper.headers, 'Idempotency-Key': `flow-${order.id}-receipt` },
        form: {
          delivery_note_number: `DN-${order.id}`,
          lines: JSON.stringify([
            {
              po_detail_id: order.rebar_line_id,
              received_qty: 10,
              rejected_qty: 2,
              rejection_reason: 'Bent bars',
            },
            { po_detail_id: order.cement_line_id, received_qty: 500 },
          ]),
        },
      },
      201,
    );
    expect(receipt).toMatchObject({ status: 'posted', number: expect.stringMatching(/^GRN-/) });
    const [rebarLine, cementLine] = receipt.lines as Array<{ id: number; accepted_qty: number }>;
    expect([rebarLine?.accepted_qty, cementLine?.accepted_qty]).toEqual([8, 500]);
    // Rejected rebar never enters the stock (Q5).
    await expectRebar(8, 8);
    expect((await siteStock(CEMENT)).qty_on_hand).toBe(cementBefore.qty_on_hand + 500);

    // A second delivery of 15 t would pass the 20 t ordered (8 net received): refused, naming the limit (Q4).
    const over = await stack.call(`${purchasing}/warehouse/grns`, {
      headers: { ...keeper.headers, 'Idempotency-Key': `flow-${order.id}-over` },
      form: {
        purchase_order_id: String(order.id),
        warehouse_id: String(SITE_STORE),
        lines: JSON.stringify([{ po_detail_id: order.rebar_line_id, received_qty: 15 }]),
      },
    });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body.errors)).toMatch(/20/);
    await expectRebar(8, 8);

    // 5 t go to the project: reserved when asked, issued when the project's manager approves.
    const disbursement = await day.ok(
      `${purchasing}/warehouse/grns/${receipt.id}/disbursements`,
      {
        headers: keeper.headers,
        form: { 'grn_line_ids[]': [String(rebarLine?.id)], 'quantities[]': ['5'] },
      },
      201,
    );
    await expectRebar(8, 3);
    await day.accept(projectManager, disbursement.acceptance_id);
    await expectRebar(3, 3);

    // 2 t go back to the supplier: held when asked, out when the procurement manager approves (Q8).
    const returned = await day.ok(
      `${purchasing}/return-requests`,
      {
        headers: keeper.headers,
        form: {
          grn_id: String(receipt.id),
          'grn_line_ids[]': [String(rebarLine?.id)],
          'quantities[]': ['2'],
          'reasons[]': ['damaged'],
        },
      },
      201,
    );
    await expectRebar(3, 1);
    await day.accept(procurementManager, returned.acceptance_id);
    await expectRebar(1, 1);
    const shownReceipt = await day.ok(`${purchasing}/warehouse/grns/${receipt.id}`, {
      headers: keeper.headers,
    });
    expect(shownReceipt.lines[0]).toMatchObject({ accepted_qty: 8, issued_qty: 5, returned_qty: 2 });

    // The supplier's invoice bills what was received less what went back (Q9), at the order's prices.
    const prefill = await day.ok(
      `${purchasing}/purchase-invoices/get-invoice-data?purchase_order_id=${order.id}&grn_ids[]=${receipt.id}`,
      { headers: accountant.headers },
    );
    expect(prefill.lines.map((line: { qty: number }) => line.qty)).toEqual([6, 500]);
    const invoice = await day.ok(
      `${purchasing}/purchase-invoices`,
      {
        headers: accountant.headers,
        form: {
          supplier_id: String(order.order.supplier_id),
          supplier_invoice_number: `INV-FLOW-${order.id}`,
          invoice_date: '2026-11-28',
          due_date: '2026-12-28',
          purchase_order_id: String(order.id),
          vat: String(prefill.vat),
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
        },
      },
      201,
    );
    const matched = await day.ok(`${purchasing}/purchase-invoices/${invoice.id}/match`, {
      headers: accountant.headers,
      method: 'POST',
    });
    expect(matched).toMatchObject({ match_result: 'matched', status: 'pending_acceptance' });
    const approved = await day.ok(`${purchasing}/purchase-invoices/${invoice.id}/approve`, {
      headers: finance.headers,
      form: {},
    });
    expect(approved.status).toBe('approved');

    // The order shows it all: received less returned, billed, and its receipt.
    const shownOrder = await day.ok(`${purchasing}/purchase-orders/${order.id}`, {
      headers: officer.headers,
    });
    const rebarOrdered = shownOrder.lines.find((line: { id: number }) => line.id === order.rebar_line_id);
    expect(rebarOrdered).toMatchObject({ received_qty: 8, returned_qty: 2, billed_qty: 6 });
    // The call-off waits for the 2 t rejected: only accepted goods count as received.
    expect(shownOrder).toMatchObject({
      supply_requests: [{ id: supply.id, status: 'partially_received' }],
      grns: [{ id: receipt.id, number: receipt.number, status: 'posted' }],
      invoices: [{ id: invoice.id, status: 'approved' }],
    });
    await expectRebar(1, 1);
  });
});
