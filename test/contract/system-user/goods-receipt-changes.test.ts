import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receivableOrder } from '../../../infra/local/seed/goods-receipts';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity, findEntity, getEntity, linkedIds } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { txUpdate } from '../../../shared/db/transaction-builder';
import { transact } from '../../../shared/db/transactions';
import { DISBURSEMENT_ORDER } from '../../../shared/domain/disbursements/disbursement-orders';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { USER } from '../../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../../../shared/domain/warehouse/goods-receipts';
import { STOCK_LEDGER_ENTRY, stockBalance } from '../../../shared/domain/warehouse/stock';
import { WAREHOUSE } from '../../../shared/domain/warehouse/warehouses';
import { ConflictError } from '../../../shared/errors';
import {
  DisbursementOrder,
  GoodsReceiptDisbursementFormData,
  GoodsReceiptEditData,
  GoodsReceiptFormData,
  GoodsReceiptNote,
  GoodsReceiptPoLines,
} from '../../../shared/schemas/records';
import { demoStaff, staffRecord } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const grns = `${systemUserUrl}/purchasing/warehouse/grns`;
const REBAR = 206;

async function ownWarehouse() {
  return (
    await createEntity(WAREHOUSE, {
      name_ar: 'مستودع تعديل',
      name_en: 'Changes store',
      kind: 'site',
      project_id: 1,
      keeper_user_id: null,
      is_active: true,
    })
  ).id;
}

async function keeper(warehouses: number[], roles = ['warehouse_keeper']) {
  const id = await staffRecord({
    name: `Keeper ${randomUUID().slice(0, 6)}`,
    roles,
    row_scope: 'own',
    warehouse_ids: warehouses,
  });
  const token = await issueAccessToken('user', id, abilitiesFor(roles));
  return { id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** Demo project 1's manager, who decides its disbursements. */
async function projectManager() {
  const project = await getEntity(PROJECT, 1, 'project');
  const manager = await getEntity(USER, project.project_manager_user_id as number, 'user');
  return demoStaff(manager.email, ['project_manager']);
}

/** A warehouse, its keeper and a receipt of `rebar` t of rebar (of 20 ordered) and 100 bags of cement posted into it. */
async function posted(rebar = 10) {
  const warehouse = await ownWarehouse();
  const { headers } = await keeper([warehouse]);
  const order = await receivableOrder();
  const stored = await call(grns, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    form: {
      purchase_order_id: String(order.id),
      warehouse_id: String(warehouse),
      lines: JSON.stringify([
        { po_detail_id: order.rebar_line_id, received_qty: rebar },
        { po_detail_id: order.cement_line_id, received_qty: 100 },
      ]),
    },
  });
  expect(stored.status).toBe(201);
  const receipt = expectSingle(stored.body, GoodsReceiptNote);
  return { warehouse, headers, order, receipt, rebarLine: receipt.lines[0]?.id as number };
}

const disburse = (headers: Record<string, string>, receiptId: number, lines: Array<[number, number]>) =>
  call(`${grns}/${receiptId}/disbursements`, {
    headers,
    form: {
      'grn_line_ids[]': lines.map(([line]) => String(line)),
      'quantities[]': lines.map(([, qty]) => String(qty)),
    },
  });

describe.concurrent('{system_user_url}/purchasing/warehouse/grns/{id}: update, cancel, delete', () => {
  it('updates by the difference only, and refuses Q5 and Q4 in English and Arabic', async () => {
    const { warehouse, headers, order, receipt } = await posted(10);
    const update = (lines: unknown[], extra: Record<string, string> = {}) =>
      call(`${grns}/${receipt.id}/update`, {
        headers: { ...headers, ...extra },
        form: { note: 'Recounted', lines: JSON.stringify(lines) },
      });
    const down = await update([
      { po_detail_id: order.rebar_line_id, received_qty: 10, rejected_qty: 3, rejection_reason: 'Rusty' },
    ]);
    expect(down.status).toBe(200);
    expect(expectSingle(down.body, GoodsReceiptNote)).toMatchObject({
      note: 'Recounted',
      lines: [{ accepted_qty: 7, rejected_qty: 3, free_qty: 7 }, { accepted_qty: 100 }],
    });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 7, qty_available: 7 });
    expect(await findEntity(PURCHASE_ORDER_DETAIL, order.rebar_line_id)).toMatchObject({
      received_qty: 7,
      net_received_qty: 7,
      billable_qty: 7,
    });
    const up = await update([{ po_detail_id: order.rebar_line_id, received_qty: 15 }]);
    expect(up.status).toBe(200);
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 15 });
    expect(await linkedIds({ type: WAREHOUSE, id: warehouse }, STOCK_LEDGER_ENTRY)).toHaveLength(4);
    const mismatch = await update(
      [{ po_detail_id: order.rebar_line_id, received_qty: 15, accepted_qty: 10, rejected_qty: 1 }],
      { 'Accept-Language': 'ar' },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors['lines.0.accepted_qty']).toEqual([
      'يجب أن يساوي مجموع الكمية المقبولة والمرفوضة الكمية المستلمة (15).',
    ]);
    const over = await update([{ po_detail_id: order.rebar_line_id, received_qty: 22 }]);
    expect(over.body.errors['lines.0.accepted_qty']).toEqual([
      'Over-receipt: at most 20 may be received on this order line; reduce by 2.',
    ]);
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 15 });
  });

  it('cancels with its reason, reversing the stock, the order lines and the order', async () => {
    const { warehouse, headers, order, receipt } = await posted(20);
    expect((await findEntity(PURCHASE_ORDER, order.id))?.status).toBe('partially_received');
    const noReason = await call(`${grns}/${receipt.id}/cancel`, {
      headers: { ...headers, 'Accept-Language': 'ar' },
      form: { reason: ' ' },
    });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const cancelled = await call(`${grns}/${receipt.id}/cancel`, {
      headers,
      form: { reason: 'Posted against the wrong order' },
    });
    expect(cancelled.status).toBe(200);
    expect(expectSingle(cancelled.body, GoodsReceiptNote)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Posted against the wrong order',
      can_update: false,
      lines: [
        { accepted_qty: 20, free_qty: 0 },
        { accepted_qty: 100, free_qty: 0 },
      ],
    });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({
      qty_on_hand: 0,
      qty_available: 0,
      value: 0,
    });
    const entries = await linkedIds({ type: WAREHOUSE, id: warehouse }, STOCK_LEDGER_ENTRY);
    const ledger = await Promise.all(entries.map((id) => findEntity(STOCK_LEDGER_ENTRY, id)));
    expect(
      ledger
        .filter((entry) => entry?.material_id === REBAR)
        .map((entry) => entry?.qty)
        .sort(),
    ).toEqual([-20, 20]);
    expect(await findEntity(PURCHASE_ORDER_DETAIL, order.rebar_line_id)).toMatchObject({
      received_qty: 0,
      net_received_qty: 0,
      billable_qty: 0,
      supply_open_qty: 20,
    });
    expect(await findEntity(PURCHASE_ORDER, order.id)).toMatchObject({
      status: 'issued',
      receipt_status: 'not_received',
      received_value: 0,
    });
    const again = await call(`${grns}/${receipt.id}/cancel`, { headers, form: { reason: 'Twice' } });
    expect(again.status).toBe(409);
  });

  it('deletes the same Riyadh day only, and nothing once part of it is held (Q7)', async () => {
    const today = await posted(5);
    const deleted = await call(`${grns}/${today.receipt.id}`, { method: 'DELETE', headers: today.headers });
    expect(deleted.status).toBe(200);
    expect((await call(`${grns}/${today.receipt.id}`, { headers: today.headers })).status).toBe(404);
    expect(await stockBalance(REBAR, today.warehouse)).toMatchObject({ qty_on_hand: 0 });

    const older = await posted(5);
    await transact(
      [
        txUpdate('backdate', keys.entity(GOODS_RECEIPT_NOTE, older.receipt.id), {
          set: { created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() },
        }).item,
      ],
      () => new ConflictError(),
    );
    const late = await call(`${grns}/${older.receipt.id}`, {
      method: 'DELETE',
      headers: { ...older.headers, 'Accept-Language': 'ar' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('يحذف سند الاستلام في يوم ترحيله فقط؛ ألغه بدلاً من ذلك.');

    const held = await posted(5);
    expect((await disburse(held.headers, held.receipt.id, [[held.rebarLine, 1]])).status).toBe(201);
    for (const answer of [
      await call(`${grns}/${held.receipt.id}`, { method: 'DELETE', headers: held.headers }),
      await call(`${grns}/${held.receipt.id}/cancel`, {
        headers: held.headers,
        form: { reason: 'Wrong order' },
      }),
      await call(`${grns}/${held.receipt.id}/update`, { headers: held.headers, form: { note: 'x' } }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('can no longer be changed');
    }
  });

  it('answers 404 outside the warehouse row scope, 403 without manage, 401 without a token', async () => {
    const { receipt } = await posted(2);
    const other = await keeper([await ownWarehouse()]);
    const pm = await keeper([], ['project_manager']);
    for (const [method, path, form] of [
      ['POST', `/${receipt.id}/update`, { note: 'x' }],
      ['POST', `/${receipt.id}/cancel`, { reason: 'x' }],
      ['DELETE', `/${receipt.id}`, undefined],
    ] as const) {
      expect((await call(`${grns}${path}`, { method, headers: other.headers, form })).status).toBe(404);
      expect((await call(`${grns}${path}`, { method, headers: pm.headers, form })).status).toBe(403);
      expect((await call(`${grns}${path}`, { method, headers: keyHeaders(), form })).status).toBe(401);
    }
  });
});

describe.concurrent('{system_user_url}/purchasing/warehouse/grns: the forms', () => {
  it('answers the form data, the order lines with max_allowed, the edit data and the disbursement form', async () => {
    const { warehouse, headers, order, receipt } = await posted(12);
    const form = expectSingle((await call(`${grns}/form-data`, { headers })).body, GoodsReceiptFormData);
    expect(form.warehouses.map((option) => option.id)).toEqual([warehouse]);
    expect(form.purchase_orders.map((option) => option.id)).toContain(order.id);
    expect(form.can_over_receive).toBe(false);
    const lines = expectSingle(
      (await call(`${grns}/po-lines?purchase_order_id=${order.id}`, { headers })).body,
      GoodsReceiptPoLines,
    );
    expect(lines.lines[0]).toMatchObject({
      po_detail_id: order.rebar_line_id,
      ordered_qty: 20,
      received_qty: 12,
      remaining_qty: 8,
      allowance_pct: 0,
      max_allowed: 20,
      receivable_qty: 8,
    });
    expect((await call(`${grns}/po-lines?purchase_order_id=999999`, { headers })).status).toBe(404);
    const edit = expectSingle(
      (await call(`${grns}/${receipt.id}/edit-data`, { headers })).body,
      GoodsReceiptEditData,
    );
    expect(edit).toMatchObject({ editable: true, lines: [{ accepted_qty: 12, max_accepted_qty: 20 }, {}] });
    const disbursement = expectSingle(
      (await call(`${grns}/${receipt.id}/disbursement-form-data`, { headers })).body,
      GoodsReceiptDisbursementFormData,
    );
    expect(disbursement.lines[0]).toMatchObject({ free_qty: 12, available_qty: 12, issuable_qty: 12 });
    expect(disbursement.project_items.length).toBeGreaterThan(0);
    const other = await keeper([await ownWarehouse()]);
    expect((await call(`${grns}/${receipt.id}/edit-data`, { headers: other.headers })).status).toBe(404);
    expect(
      (await call(`${grns}/${receipt.id}/disbursement-form-data`, { headers: other.headers })).status,
    ).toBe(404);
    const agent = await keeper([warehouse], ['sales_agent']);
    expect((await call(`${grns}/form-data`, { headers: agent.headers })).status).toBe(403);
    expect((await call(`${grns}/form-data`, { headers: keyHeaders() })).status).toBe(401);
  });
});

describe.concurrent('{system_user_url}/purchasing/warehouse/grns/{id}/disbursements', () => {
  it('holds the line and reserves the stock; the approval issues it, a rejection frees it', async () => {
    const { warehouse, headers, receipt, rebarLine } = await posted(10);
    const asked = await disburse(headers, receipt.id, [[rebarLine, 4]]);
    expect(asked.status).toBe(201);
    const order = expectSingle(asked.body, DisbursementOrder);
    expect(order).toMatchObject({ source: 'grn', source_id: receipt.id, status: 'pending_acceptance' });
    expect(await findEntity(GOODS_RECEIPT_LINE, rebarLine)).toMatchObject({ free_qty: 6, issued_qty: 0 });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_reserved: 4, qty_available: 6 });
    const reviewer = await projectManager();
    const accepted = await call(`${systemUserUrl}/acceptances/${order.acceptance_id}/accept`, {
      method: 'POST',
      headers: reviewer.headers,
    });
    expect(accepted.status).toBe(200);
    expect((await findEntity(DISBURSEMENT_ORDER, order.id))?.status).toBe('issued');
    expect(await findEntity(GOODS_RECEIPT_LINE, rebarLine)).toMatchObject({ free_qty: 6, issued_qty: 4 });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 6, qty_reserved: 0 });

    const second = expectSingle(
      (await disburse(headers, receipt.id, [[rebarLine, 5]])).body,
      DisbursementOrder,
    );
    const rejected = await call(`${systemUserUrl}/acceptances/${second.acceptance_id}/reject`, {
      method: 'POST',
      headers: reviewer.headers,
      form: { reason: 'Not needed this week' },
    });
    expect(rejected.status).toBe(200);
    expect(await findEntity(GOODS_RECEIPT_LINE, rebarLine)).toMatchObject({ free_qty: 6, issued_qty: 4 });
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({ qty_on_hand: 6, qty_available: 6 });
  });

  it('answers 422 beyond the line and the stock in English and Arabic, 404 by scope, 403, 401', async () => {
    const { headers, receipt, rebarLine, warehouse } = await posted(3);
    const over = await disburse(headers, receipt.id, [[rebarLine, 4]]);
    expect(over.status).toBe(422);
    expect(over.body.errors['quantities.0']).toEqual([
      'More than this receipt line can still issue: 3 free.',
    ]);
    const arabic = await disburse({ ...headers, 'Accept-Language': 'ar' }, receipt.id, [[rebarLine, 4]]);
    expect(arabic.body.errors['quantities.0']).toEqual([
      'الكمية أكبر مما يمكن صرفه من بند الاستلام: المتاح 3.',
    ]);
    const otherLine = await disburse(headers, receipt.id, [[999_999, 1]]);
    expect(Object.keys(otherLine.body.errors)).toEqual(['grn_line_ids.0']);
    const other = await keeper([await ownWarehouse()]);
    expect((await disburse(other.headers, receipt.id, [[rebarLine, 1]])).status).toBe(404);
    const pm = await keeper([warehouse], ['project_manager']);
    expect((await disburse(pm.headers, receipt.id, [[rebarLine, 1]])).status).toBe(403);
    expect((await disburse(keyHeaders(), receipt.id, [[rebarLine, 1]])).status).toBe(401);
  });

  it('never issues more than the balance held under 20 parallel disbursements and their approvals', async () => {
    const { warehouse, headers, receipt, rebarLine } = await posted(20);
    const race = await Promise.all(
      Array.from({ length: 20 }, () => disburse(headers, receipt.id, [[rebarLine, 3]])),
    );
    const landed = race.filter((answer) => answer.status === 201);
    expect(landed).toHaveLength(6);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(14).fill(422),
    );
    const reviewer = await projectManager();
    const decisions = await Promise.all(
      landed.map((answer) =>
        call(`${systemUserUrl}/acceptances/${answer.body.data.acceptance_id}/accept`, {
          method: 'POST',
          headers: reviewer.headers,
        }),
      ),
    );
    expect(decisions.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await stockBalance(REBAR, warehouse)).toMatchObject({
      qty_on_hand: 2,
      qty_reserved: 0,
      qty_available: 2,
    });
    expect(await findEntity(GOODS_RECEIPT_LINE, rebarLine)).toMatchObject({ issued_qty: 18, free_qty: 2 });
    const entries = await linkedIds({ type: WAREHOUSE, id: warehouse }, STOCK_LEDGER_ENTRY);
    const ledger = await Promise.all(entries.map((id) => findEntity(STOCK_LEDGER_ENTRY, id)));
    const sum = ledger
      .filter((entry) => entry?.material_id === REBAR)
      .reduce((total, entry) => total + (entry?.qty ?? 0), 0);
    expect(Math.round(sum * 1000) / 1000).toBe(2);
  });
});
