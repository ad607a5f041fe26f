import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receivableOrder } from '../../../../infra/local/seed/goods-receipts';
import { call, systemUserUrl } from '../../../support/http';
import { roleDay } from '../../../support/role-day';

// On the shared stack: procurement's order (20 t of 12 mm rebar and 500 bags of cement for the site
// store) is made by the local fixture; everything the keeper does is over HTTP, and only what the day
// made is asserted (the site store's 12 mm rebar moves by this day's receipt and disbursement alone).
const day = roleDay(call);
const grns = `${systemUserUrl}/purchasing/warehouse/grns`;
const materials = `${systemUserUrl}/purchasing/materials`;
const SITE_STORE = 2;
const REBAR_12 = 206;

type Stock = Array<{ warehouse_id: number; qty_on_hand: number; qty_available: number }>;

describe("the warehouse keeper's day: receiving an order into the site store and issuing from it, over HTTP", () => {
  it('opens the form, reads the order lines, posts a receipt with a rejected part, is refused an over-receipt, and disburses', async () => {
    const keeper = await day.signInAs('warehouse_keeper');
    const manager = await day.signIn('hind.pm@example.com');
    const order = await receivableOrder();
    const siteStock = async () => {
      const material = await day.ok(`${materials}/${REBAR_12}`, { headers: keeper.headers });
      const stock = material.stock as Stock;
      return stock.find((row) => row.warehouse_id === SITE_STORE) ?? { qty_on_hand: 0, qty_available: 0 };
    };
    const before = await siteStock();

    // The form offers the keeper's stores and the order; its lines say how much may be received.
    const form = await day.ok(`${grns}/form-data`, { headers: keeper.headers });
    expect(form.warehouses.map((store: { id: number }) => store.id)).toContain(SITE_STORE);
    expect(form.purchase_orders.map((option: { id: number }) => option.id)).toContain(order.id);
    expect(form.can_over_receive).toBe(false);
    const lines = await day.ok(`${grns}/po-lines?purchase_order_id=${order.id}`, { headers: keeper.headers });
    expect(lines.lines[0]).toMatchObject({
      material_id: REBAR_12,
      ordered_qty: 20,
      max_allowed: 20,
      receivable_qty: 20,
    });

    // The truck brings 14 t of rebar, 2 of them bent (rejected), and the 500 bags of cement.
    const receipt = await day.ok(
      grns,
      {
        headers: { ...keeper.headers, 'Idempotency-Key': randomUUID() },
        form: {
          purchase_order_id: String(order.id),
          warehouse_id: String(SITE_STORE),
          delivery_note_number: 'DN-77310',
          lines: JSON.stringify([
            {
              po_detail_id: order.rebar_line_id,
              received_qty: 14,
              rejected_qty: 2,
              rejection_reason: 'Bent bars',
            },
            { po_detail_id: order.cement_line_id, received_qty: 500 },
          ]),
        },
      },
      201,
    );
    expect(receipt.lines[0]).toMatchObject({ accepted_qty: 12, rejected_qty: 2, free_qty: 12 });

    // A second truck with 10 t more would pass the ordered 20 t: refused, naming the limit.
    const over = await call(grns, {
      headers: { ...keeper.headers, 'Idempotency-Key': randomUUID() },
      form: {
        purchase_order_id: String(order.id),
        warehouse_id: String(SITE_STORE),
        lines: JSON.stringify([{ po_detail_id: order.rebar_line_id, received_qty: 10 }]),
      },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['lines.0.accepted_qty']).toEqual([
      'Over-receipt: at most 20 may be received on this order line; reduce by 2.',
    ]);

    // The receipt as shown; the rejected part never entered the store.
    const shown = await day.ok(`${grns}/${receipt.id}`, { headers: keeper.headers });
    expect(shown).toMatchObject({ status: 'posted', can_delete: true, warehouse: { id: SITE_STORE } });
    const received = await siteStock();
    expect(received.qty_on_hand).toBe(before.qty_on_hand + 12);
    expect(received.qty_available).toBe(before.qty_available + 12);

    // A disbursement of 5 t to the project, asked from the receipt: reserved until the project manager decides.
    const form2 = await day.ok(`${grns}/${receipt.id}/disbursement-form-data`, { headers: keeper.headers });
    const rebarLine = form2.lines.find((line: { material_id: number }) => line.material_id === REBAR_12);
    expect(rebarLine).toMatchObject({ free_qty: 12, issuable_qty: 12 });
    const disbursement = await day.ok(
      `${grns}/${receipt.id}/disbursements`,
      {
        headers: keeper.headers,
        form: {
          'grn_line_ids[]': String(rebarLine.grn_line_id),
          'quantities[]': '5',
          note: 'Columns of level 3',
        },
      },
      201,
    );
    expect(disbursement).toMatchObject({
      source: 'grn',
      source_id: receipt.id,
      status: 'pending_acceptance',
    });
    const reserved = await siteStock();
    expect(reserved.qty_on_hand).toBe(before.qty_on_hand + 12);
    expect(reserved.qty_available).toBe(before.qty_available + 7);

    await day.accept(manager, disbursement.acceptance_id, 'Needed on site tomorrow');
    const issued = await siteStock();
    expect(issued.qty_on_hand).toBe(before.qty_on_hand + 7);
    expect(issued.qty_available).toBe(before.qty_available + 7);
    const after = await day.ok(`${grns}/${receipt.id}`, { headers: keeper.headers });
    expect(after.lines[0]).toMatchObject({ issued_qty: 5, free_qty: 7 });
    expect(after).toMatchObject({ can_update: false, can_cancel: false, can_delete: false });
  });
});
