import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receivableOrder } from '../../../infra/local/seed/goods-receipts';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity, findEntity, linkedIds } from '../../../shared/db/entity-store';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { STOCK_LEDGER_ENTRY, stockBalance } from '../../../shared/domain/warehouse/stock';
import { WAREHOUSE } from '../../../shared/domain/warehouse/warehouses';
import { GoodsReceiptNote, GoodsReceiptNoteRow } from '../../../shared/schemas/records';
import { staffRecord } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const grns = `${systemUserUrl}/purchasing/warehouse/grns`;
const REBAR = 206;
const CEMENT = 103;

/** A site warehouse of the test's own on project 1, so parallel tests never share stock. */
async function ownWarehouse() {
  return (
    await createEntity(WAREHOUSE, {
      name_ar: 'مستودع استلام',
      name_en: 'Receiving store',
      kind: 'site',
      project_id: 1,
      keeper_user_id: null,
      is_active: true,
    })
  ).id;
}

/** A staff member of the roles keeping `warehouses` (their `warehouses` scope), with a token. */
async function keeper(warehouses: number[], roles = ['warehouse_keeper'], abilities?: string[]) {
  const id = await staffRecord({
    name: `Keeper ${randomUUID().slice(0, 6)}`,
    roles,
    row_scope: 'own',
    warehouse_ids: warehouses,
  });
  const token = await issueAccessToken('user', id, abilities ?? abilitiesFor(roles));
  return { id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

const post = (
  headers: Record<string, string>,
  form: { order: number; warehouse: number; lines: unknown[]; key?: string | null },
) =>
  call(grns, {
    headers: form.key === null ? headers : { ...headers, 'Idempotency-Key': form.key ?? randomUUID() },
    form: {
      purchase_order_id: String(form.order),
      warehouse_id: String(form.warehouse),
      delivery_note_number: 'DN-5521',
      lines: JSON.stringify(form.lines),
    },
  });

describe('{system_user_url}/purchasing/warehouse/grns: store, show, index', () => {
  it('posts the accepted part into stock, moves the order, and shows it', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder();
    const stored = await post(headers, {
      order: order.id,
      warehouse,
      lines: [
        {
          po_detail_id: order.rebar_line_id,
          received_qty: 12,
          rejected_qty: 2,
          rejection_reason: 'Bent bars',
        },
        { po_detail_id: order.cement_line_id, received_qty: 500 },
      ],
    });
    expect(stored.status).toBe(201);
    const receipt = expectSingle(stored.body, GoodsReceiptNote);
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^GRN-\d{4}-\d{6}$/),
      status: 'posted',
      warehouse: { id: warehouse, name: 'Receiving store' },
      lines: [
        { material_id: REBAR, received_qty: 12, accepted_qty: 10, rejected_qty: 2, free_qty: 10 },
        { material_id: CEMENT, received_qty: 500, accepted_qty: 500, rejected_qty: 0 },
      ],
      subtotal: 10 * 1800 + 500 * 17,
      total: 30_475,
      can_delete: true,
    });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({
      qty_on_hand: 10,
      qty_available: 10,
      avg_cost: 180_000,
    });
    expect(await linkedIds({ type: WAREHOUSE, id: warehouse }, STOCK_LEDGER_ENTRY)).toHaveLength(2);
    expect(await findEntity(PURCHASE_ORDER_DETAIL, order.rebar_line_id)).toMatchObject({
      received_qty: 10,
      net_received_qty: 10,
      billable_qty: 10,
      supply_open_qty: 10,
    });
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({
      status: 'partially_received',
      receipt_status: 'partially_received',
      received_value: (10 * 1800 + 500 * 17) * 115,
    });

    const shown = await call(`${grns}/${receipt.id}`, { headers: { ...headers, 'Accept-Language': 'ar' } });
    expect(expectSingle(shown.body, GoodsReceiptNote)).toMatchObject({
      warehouse: { name: 'مستودع استلام' },
      lines: [{ rejection_reason: 'Bent bars', material_code: expect.any(String) }, {}],
    });
    const listed = await call(`${grns}?warehouse_id=${warehouse}`, { headers });
    expect(expectList(listed.body, GoodsReceiptNoteRow, grns).map((row) => row.id)).toEqual([receipt.id]);

    // The rest of the order: received in full.
    const rest = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 10 }],
    });
    expect(rest.status).toBe(201);
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({
      status: 'received',
      receipt_status: 'fully_received',
    });
  });

  it('answers a retry with the same Idempotency-Key with the first receipt', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder();
    const form = {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 3 }],
      key: randomUUID(),
    };
    const [first, second] = await Promise.all([post(headers, form), post(headers, form)]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 3 });
  });

  it('refuses an over-receipt with max_allowed and reduce_by, unless the caller may over-receive', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder();
    const over = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 21.5 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['lines.0.accepted_qty']).toEqual([
      'Over-receipt: at most 20 may be received on this order line; reduce by 1.5.',
    ]);
    const arabic = await post(
      { ...headers, 'Accept-Language': 'ar' },
      { order: order.id, warehouse, lines: [{ po_detail_id: order.rebar_line_id, received_qty: 21.5 }] },
    );
    expect(arabic.body.errors['lines.0.accepted_qty']).toEqual([
      'استلام زائد: الحد الأقصى المسموح باستلامه في بند أمر الشراء هذا 20؛ خفّض الكمية بمقدار 1.5.',
    ]);
    const manager = await keeper([warehouse], ['procurement_manager']);
    const bypassed = await post(manager.headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 21.5 }],
    });
    expect(bypassed.status).toBe(201);
  });

  it('answers 422 on the quantities, the reason, the lines and the key, in English and Arabic', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder();
    const mismatch = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 5, accepted_qty: 4, rejected_qty: 2 }],
    });
    expect(mismatch.body.errors['lines.0.accepted_qty']).toEqual([
      'Accepted plus rejected quantity must equal the received quantity (5).',
    ]);
    const noReason = await post(
      { ...headers, 'Accept-Language': 'ar' },
      {
        order: order.id,
        warehouse,
        lines: [{ po_detail_id: order.rebar_line_id, received_qty: 5, rejected_qty: 1 }],
      },
    );
    expect(noReason.body.errors['lines.0.rejection_reason']).toEqual([
      'الكمية المرفوضة تحتاج إلى سبب الرفض.',
    ]);
    const otherLine = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: 999_999, received_qty: 1 }],
    });
    expect(Object.keys(otherLine.body.errors)).toEqual(['lines.0.po_detail_id']);
    const noKey = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 1 }],
      key: null,
    });
    expect(Object.keys(noKey.body.errors)).toEqual(['Idempotency-Key']);
    const elsewhere = await post(headers, {
      order: order.id,
      warehouse: 1,
      lines: [{ po_detail_id: order.rebar_line_id, received_qty: 1 }],
    });
    expect(Object.keys(elsewhere.body.errors)).toEqual(['warehouse_id']);
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 0 });
  });

  it('answers 404 outside the warehouse row scope, 403 without the ability, 401 without a token', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder();
    const stored = await post(headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.cement_line_id, received_qty: 5 }],
    });
    const other = await keeper([await ownWarehouse()]);
    expect((await call(`${grns}/${stored.body.data.id}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await call(`${grns}?warehouse_id=${warehouse}`, { headers: other.headers })).body.response.data,
    ).toEqual([]);
    const pm = await keeper([], ['project_manager']);
    const forbidden = await post(pm.headers, {
      order: order.id,
      warehouse,
      lines: [{ po_detail_id: order.cement_line_id, received_qty: 1 }],
    });
    expect(forbidden.status).toBe(403);
    const agent = await keeper([warehouse], ['sales_agent']);
    expect((await call(`${grns}/${stored.body.data.id}`, { headers: agent.headers })).status).toBe(403);
    expect((await call(`${grns}/${stored.body.data.id}`, { headers: keyHeaders() })).status).toBe(401);
  });

  it('never receives beyond max_allowed under 20 parallel receipts on one order line', async () => {
    const warehouse = await ownWarehouse();
    const { headers } = await keeper([warehouse]);
    const order = await receivableOrder([{ material_id: REBAR, qty: 20, price: 1800 }]);
    const race = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(headers, {
          order: order.id,
          warehouse,
          lines: [{ po_detail_id: order.line_ids[0], received_qty: 3 }],
        }),
      ),
    );
    expect(race.filter((answer) => answer.status === 201)).toHaveLength(6);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(14).fill(422),
    );
    expect(await findEntity(PURCHASE_ORDER_DETAIL, order.line_ids[0] as number)).toMatchObject({
      received_qty: 18,
      net_received_qty: 18,
    });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 18, qty_available: 18 });
  });
});
