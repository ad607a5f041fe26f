import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { findEntity, linkedIds } from '../../../shared/db/entity-store';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { RETURN_REQUEST } from '../../../shared/domain/return-requests/return-requests';
import { GOODS_RECEIPT_LINE } from '../../../shared/domain/warehouse/goods-receipts';
import { STOCK_LEDGER_ENTRY, stockBalance } from '../../../shared/domain/warehouse/stock';
import { WAREHOUSE } from '../../../shared/domain/warehouse/warehouses';
import { ReturnRequest, ReturnRequestFormData } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { roleReviewer } from '../../support/purchasing-fixtures';
import { postedReceipt } from '../../support/receipt-fixtures';
import { orderWithLines, testWarehouse } from '../../support/supply-fixtures';

// Orders and receipts of their own would change what the system tests count.
const { call } = useOwnStack();
const url = `${systemUserUrl}/purchasing/return-requests`;
const CONCRETE = 101;
const REBAR = 205;

/** A member who keeps the warehouse (every warehouse: the procurement manager's warehouse scope). */
const keeper = () =>
  crmStaff(['procurement_manager'], { row_scope: 'own' }, [
    ...abilitiesFor(['procurement_officer']),
    'purchasing.warehouse.manage',
  ]);

/**
 * An order of 100 m3 of concrete at 400 SAR and 10 t of rebar at 2,000 SAR of its own, 60 m3 and
 * 10 t of it received (posted) into a warehouse of its own.
 */
async function received(by: number) {
  const { order, details } = await orderWithLines(by, {
    advance: 30,
    lines: [
      { material_id: CONCRETE, qty: 100, price: 400 },
      { material_id: REBAR, qty: 10, price: 2000 },
    ],
  });
  const warehouse = (await testWarehouse()).id;
  const [concrete, rebar] = details as [(typeof details)[number], (typeof details)[number]];
  const { grn, lineIds } = await postedReceipt(
    order,
    warehouse,
    [
      { detail: concrete, qty: 60 },
      { detail: rebar, qty: 10 },
    ],
    by,
  );
  return {
    order,
    warehouse,
    grn,
    concrete: concrete.id,
    rebar: rebar.id,
    concreteLine: lineIds[0] as number,
    rebarLine: lineIds[1] as number,
  };
}

const store = (headers: Record<string, string>, grnId: number, lines: Array<[number, number, string?]>) =>
  call(url, {
    headers,
    form: {
      grn_id: String(grnId),
      note: 'Cracked cubes',
      'grn_line_ids[]': lines.map(([line]) => String(line)),
      'quantities[]': lines.map(([, qty]) => String(qty)),
      'reasons[]': lines.map(([, , reason]) => reason ?? 'damaged'),
    },
  });

const decide = async (acceptanceId: number, verdict: 'accept' | 'reject') => {
  const reviewer = await roleReviewer('procurement_manager');
  return call(`${systemUserUrl}/acceptances/${acceptanceId}/${verdict}`, {
    method: 'POST',
    headers: reviewer.headers,
    ...(verdict === 'reject' ? { form: { reason: 'Keep it' } } : {}),
  });
};

describe.concurrent('{system_user_url}/purchasing/return-requests', () => {
  it("holds the receipt lines and the stock, and the procurement manager's approval sends them back at the receipt's price", async () => {
    const { id, headers } = await keeper();
    const made = await received(id);
    const form = await call(`${url}/get-form-data?grn_id=${made.grn.id}`, { headers });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(expectSingle(form.body, ReturnRequestFormData)).toMatchObject({
      grn_id: made.grn.id,
      can_return: true,
      lines: [
        {
          grn_line_id: made.concreteLine,
          material_id: CONCRETE,
          accepted_qty: 60,
          returnable_qty: 60,
          unit_price: 400,
        },
        {
          grn_line_id: made.rebarLine,
          material_id: REBAR,
          accepted_qty: 10,
          returnable_qty: 10,
          unit_price: 2000,
        },
      ],
      reasons: expect.arrayContaining([{ value: 'damaged', label: 'Damaged' }]),
    });
    // 4 t of rebar (kept in stock) and 15 m3 of ready-mix concrete (not kept in stock: no stock move).
    const stored = await store(headers, made.grn.id, [
      [made.rebarLine, 4, 'wrong_item'],
      [made.concreteLine, 15],
    ]);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const request = expectSingle(stored.body, ReturnRequest);
    expect(request).toMatchObject({
      number: expect.stringMatching(/^RR-\d{4}-\d{6}$/),
      status: 'pending_acceptance',
      grn_id: made.grn.id,
      purchase_order_id: made.order.id,
      lines: [
        { grn_line_id: made.rebarLine, material_id: REBAR, qty: 4, unit_price: 2000, reason: 'wrong_item' },
        {
          grn_line_id: made.concreteLine,
          material_id: CONCRETE,
          qty: 15,
          unit_price: 400,
          reason: 'damaged',
        },
      ],
      // 8,000 + 6,000, with 15 % VAT.
      subtotal: 14_000,
      vat: 2100,
      total: 16_100,
    });
    expect(await findEntity(GOODS_RECEIPT_LINE, made.rebarLine)).toMatchObject({
      free_qty: 6,
      returned_qty: 0,
    });
    expect(await findEntity(GOODS_RECEIPT_LINE, made.concreteLine)).toMatchObject({ free_qty: 45 });
    expect(await stockBalance(REBAR, made.warehouse)).toMatchObject({
      qty_on_hand: 10,
      qty_reserved: 4,
      qty_available: 6,
    });

    expect((await decide(request.acceptance_id as number, 'accept')).status).toBe(200);
    expect((await findEntity(RETURN_REQUEST, request.id))?.status).toBe('returned');
    expect(await findEntity(GOODS_RECEIPT_LINE, made.rebarLine)).toMatchObject({
      free_qty: 6,
      returned_qty: 4,
    });
    expect(await findEntity(GOODS_RECEIPT_LINE, made.concreteLine)).toMatchObject({
      free_qty: 45,
      returned_qty: 15,
    });
    expect(await findEntity(PURCHASE_ORDER_DETAIL, made.rebar)).toMatchObject({
      received_qty: 10,
      returned_qty: 4,
      net_received_qty: 6,
      billable_qty: 6,
    });
    expect(await findEntity(PURCHASE_ORDER_DETAIL, made.concrete)).toMatchObject({
      returned_qty: 15,
      net_received_qty: 45,
      billable_qty: 45,
    });
    expect(await stockBalance(REBAR, made.warehouse)).toMatchObject({
      qty_on_hand: 6,
      qty_reserved: 0,
      qty_available: 6,
      value: 6 * 200_000,
    });
    expect((await stockBalance(CONCRETE, made.warehouse)).qty_on_hand).toBe(0);
    // The order's received value (60 m3 + 10 t with VAT = 50,600.00) less the return (16,100.00).
    expect(await findEntity(PURCHASE_ORDER, made.order.id)).toMatchObject({ received_value: 3_450_000 });
    const entries = await linkedIds({ type: WAREHOUSE, id: made.warehouse }, STOCK_LEDGER_ENTRY);
    const ledger = await Promise.all(entries.map((entry) => findEntity(STOCK_LEDGER_ENTRY, entry)));
    expect(ledger.filter((entry) => entry?.voucher_type === 'return_request')).toEqual([
      expect.objectContaining({ material_id: REBAR, qty: -4, unit_cost: 200_000, voucher_id: request.id }),
    ]);
  });

  it('releases the hold and the stock when rejected', async () => {
    const { id, headers } = await keeper();
    const made = await received(id);
    const request = expectSingle(
      (await store(headers, made.grn.id, [[made.rebarLine, 4, 'excess']])).body,
      ReturnRequest,
    );
    expect((await decide(request.acceptance_id as number, 'reject')).status).toBe(200);
    expect((await findEntity(RETURN_REQUEST, request.id))?.status).toBe('rejected');
    expect(await findEntity(GOODS_RECEIPT_LINE, made.rebarLine)).toMatchObject({
      free_qty: 10,
      returned_qty: 0,
    });
    expect(await stockBalance(REBAR, made.warehouse)).toMatchObject({
      qty_on_hand: 10,
      qty_reserved: 0,
      qty_available: 10,
    });
    expect(await findEntity(PURCHASE_ORDER_DETAIL, made.rebar)).toMatchObject({
      returned_qty: 0,
      net_received_qty: 10,
    });
  });

  it('answers 422 naming the line and what it may return, in English and Arabic', async () => {
    const { id, headers } = await keeper();
    const made = await received(id);
    const over = await store(headers, made.grn.id, [[made.concreteLine, 61]]);
    expect(over.status).toBe(422);
    expect(over.body.errors['quantities.0']).toEqual([
      'More than this receipt line can return: 60 returnable.',
    ]);
    const arabic = await store({ ...headers, 'Accept-Language': 'ar' }, made.grn.id, [[made.rebarLine, 11]]);
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors['quantities.0']).toEqual([
      'الكمية أكبر مما يمكن إرجاعه من هذا البند: الممكن إرجاعه 10.',
    ]);
    const otherLine = await store(headers, made.grn.id, [[999_999, 1]]);
    expect(Object.keys(otherLine.body.errors)).toEqual(['grn_line_ids.0']);
    const badReason = await store(headers, made.grn.id, [[made.rebarLine, 1, 'bored']]);
    expect(badReason.status).toBe(422);
    expect(Object.keys(badReason.body.errors)).toEqual(['reasons.0']);
    const mismatched = await call(url, {
      headers,
      form: {
        grn_id: String(made.grn.id),
        'grn_line_ids[]': [String(made.rebarLine)],
        'quantities[]': ['1', '2'],
        'reasons[]': ['damaged'],
      },
    });
    expect(mismatched.status).toBe(422);
    expect((await call(`${url}/get-form-data`, { headers })).status).toBe(422);
    expect(await findEntity(GOODS_RECEIPT_LINE, made.rebarLine)).toMatchObject({ free_qty: 10 });
  });

  it('answers 404 outside the warehouse row scope, 403 without the ability, 401 without a token', async () => {
    const { id } = await keeper();
    const made = await received(id);
    const outsider = await crmStaff(['project_manager'], { row_scope: 'own', project_ids: [2] }, [
      'purchasing.warehouse.manage',
    ]);
    expect((await store(outsider.headers, made.grn.id, [[made.rebarLine, 1]])).status).toBe(404);
    expect(
      (await call(`${url}/get-form-data?grn_id=${made.grn.id}`, { headers: outsider.headers })).status,
    ).toBe(404);
    const officer = await crmStaff(['sales_agent'], { row_scope: 'all' });
    expect((await store(officer.headers, made.grn.id, [[made.rebarLine, 1]])).status).toBe(403);
    expect(
      (await call(`${url}/get-form-data?grn_id=${made.grn.id}`, { headers: officer.headers })).status,
    ).toBe(403);
    expect((await store(keyHeaders(), made.grn.id, [[made.rebarLine, 1]])).status).toBe(401);
  });

  it('never returns more than a receipt line holds under 20 parallel returns (Q8)', async () => {
    const { id, headers } = await keeper();
    const made = await received(id);
    // 20 ask 7 m3 each of the 60 accepted: 8 land.
    const race = await Promise.all(
      Array.from({ length: 20 }, () => store(headers, made.grn.id, [[made.concreteLine, 7]])),
    );
    expect(race.filter((answer) => answer.status === 201)).toHaveLength(8);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(12).fill(422),
    );
    // Ready-mix concrete is not kept in stock: the receipt line's free quantity is the only guard.
    expect(await findEntity(GOODS_RECEIPT_LINE, made.concreteLine)).toMatchObject({ free_qty: 4 });
  });
});
