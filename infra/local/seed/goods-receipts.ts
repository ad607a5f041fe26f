import { abilitiesFor } from '../../../shared/auth/abilities';
import { nextId } from '../../../shared/db/counters';
import { createEntity, getEntity, updateEntity } from '../../../shared/db/entity-store';
import { transaction } from '../../../shared/db/transaction-builder';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { storeReceiptDisbursement } from '../../../shared/domain/disbursements/receipt-disbursement';
import { orderLinesWithMaterials } from '../../../shared/domain/goods-receipts/receipt-rules';
import { storeReceipt } from '../../../shared/domain/goods-receipts/store-receipt';
import { halalasOfSar } from '../../../shared/domain/money';
import { orderTotals } from '../../../shared/domain/purchasing/order-money';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderEntity,
} from '../../../shared/domain/purchasing/purchase-orders';
import {
  nextPurchasingNumber,
  takeVoucherNumber,
} from '../../../shared/domain/purchasing/purchasing-numbers';
import { lostRace } from '../../../shared/domain/retry';
import { SUPPLY_REQUEST, SUPPLY_REQUEST_LINE } from '../../../shared/domain/supply-requests/supply-requests';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { demoRoleEmail } from './people';
import { daysFromNow } from './time';

/** Rebar 12 mm (t, a stock item; the demo stock of 16 mm rebar stays as seeded) and OPC cement (bags, a stock item). */
const LINES = [
  { material_id: 206, qty: 20, price: 1800 },
  { material_id: 103, qty: 500, price: 17 },
];

/** The next gap-free PO number, taken again when a parallel fixture took the one read. */
async function takePoNumber(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const { number, guard } = await nextPurchasingNumber('PO');
    try {
      await transaction('seed-purchasing-number', { budget: 1 }).add(guard).commit();
      return number;
    } catch (error) {
      if (!lostRace(error) || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
    }
  }
}

/**
 * An issued order of demo project 1 to the seeded PO 1's supplier, its lines (20 t of rebar at
 * 1,800 SAR, 500 bags of cement at 17 SAR) with nothing received, delivering to the site store
 * (warehouse 2): what a receipt is posted against (the tests' and the examples' fixture
 * `purchase-orders/receivable`). Answers the order and its lines' ids (rebar, cement).
 */
export async function receivableOrder(
  lines: Array<{ material_id: number; qty: number; price: number }> = LINES,
) {
  const template = await getEntity(PURCHASE_ORDER, 1, 'purchase order');
  const priced = lines.map((line) => ({ qty: line.qty, unit_price: halalasOfSar(line.price), vat_rate: 15 }));
  const totals = orderTotals(priced);
  const advance = Math.round((totals.total * 30) / 100);
  const number = await takePoNumber();
  const order: PurchaseOrderEntity = await createEntity(PURCHASE_ORDER, {
    title: 'Rebar and cement for the site store',
    payment_terms: '30% advance, 70% on delivery',
    supplying_duration: '14 days',
    note: null,
    status: 'issued',
    total: totals.total,
    purchase_request_offer_id: null,
    purchase_request_id: template.purchase_request_id,
    supplier_id: template.supplier_id,
    project_id: template.project_id,
    number,
    project_item_id: template.project_item_id ?? null,
    warehouse_id: 2,
    supply_agreement_id: null,
    offers_comparison_id: null,
    subtotal: totals.subtotal,
    vat: totals.vat,
    receipt_status: 'not_received',
    billing_status: 'not_billed',
    payment_status: 'unpaid',
    payments_committed: 0,
    payments_paid: 0,
    payment_room: totals.total,
    delivery_room: advance,
    received_value: 0,
    advance_pct: 30,
    pay_against: 'receipt',
    on_hold_reason: null,
    raise_budget_id: null,
    created_by_id: template.created_by_id ?? null,
  });
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const detail = await createEntity(
      PURCHASE_ORDER_DETAIL,
      {
        purchase_request_offer_details_id: null,
        purchase_order_id: order.id,
        request_details_id: null,
        material_id: line.material_id,
        ordered_qty: line.qty,
        unit_price: priced[index]?.unit_price ?? 0,
        vat_rate: 15,
        received_qty: 0,
        returned_qty: 0,
        billed_qty: 0,
        supply_requested_qty: 0,
        net_received_qty: 0,
        billable_qty: 0,
        supply_open_qty: line.qty,
      },
      { links: [{ type: PURCHASE_ORDER, id: order.id }] },
    );
    ids.push(detail.id);
  }
  return {
    id: order.id,
    order,
    line_ids: ids,
    rebar_line_id: ids[0] as number,
    cement_line_id: ids[1] as number,
    /** The `lines` of a receipt of 12 t of rebar (2 rejected, bent) and all the cement, as JSON. */
    receipt_lines: JSON.stringify([
      { po_detail_id: ids[0], received_qty: 12, rejected_qty: 2, rejection_reason: 'Bent bars' },
      { po_detail_id: ids[1], received_qty: lines[1]?.qty ?? 0 },
    ]),
  };
}

/** The demo warehouse keeper as a staff caller with their role's abilities (the seed acts as them). */
export async function demoKeeper() {
  const keeper = await findByUnique(USER, 'EMAIL', demoRoleEmail('warehouse_keeper'));
  if (!keeper) throw new Error('the demo warehouse keeper is not seeded');
  return readStaffCaller(keeper.id, { abilities: abilitiesFor(['warehouse_keeper']) });
}

/**
 * A receipt posted by the demo keeper into the site store against a fresh receivable order (12 t
 * of rebar, 2 rejected; 500 bags of cement): the fixture `goods-receipts/posted` of the examples that
 * change or disburse from a receipt. Answers its id and its lines' ids.
 */
export async function postedReceipt() {
  const order = await receivableOrder();
  const receipt = await storeReceipt(
    await demoKeeper(),
    {
      purchase_order_id: order.id,
      warehouse_id: 2,
      delivery_note_number: 'DN-5530',
      lines: JSON.parse(order.receipt_lines),
    },
    undefined,
  );
  return {
    id: receipt.id,
    rebar_grn_line_id: receipt.line_ids[0] as number,
    cement_grn_line_id: receipt.line_ids[1] as number,
  };
}

/**
 * An approved supply request against a fresh receivable order (8 t of its 20 t of rebar and 200 of
 * its 500 bags of cement, to the site store), its order lines' supply quantities held (Q3): the
 * fixture `supply-requests/approved-for-receipt` of create-grn's example and tests. Answers its id
 * and its order's.
 */
export async function approvedSupplyRequest(warehouseId = 2) {
  const order = await receivableOrder();
  const called = [
    { po_detail_id: order.rebar_line_id, material_id: 206, qty: 8, price: 1800 },
    { po_detail_id: order.cement_line_id, material_id: 103, qty: 200, price: 17 },
  ];
  const priced = called.map((line) => ({
    qty: line.qty,
    unit_price: halalasOfSar(line.price),
    vat_rate: 15,
  }));
  const totals = orderTotals(priced);
  const id = await nextId(SUPPLY_REQUEST);
  const lineIds = await Promise.all(called.map(() => nextId(SUPPLY_REQUEST_LINE)));
  const request = await createEntity(
    SUPPLY_REQUEST,
    {
      number: await takeVoucherNumber('SR'),
      purchase_order_id: order.id,
      project_id: order.order.project_id,
      supplier_id: order.order.supplier_id,
      warehouse_id: warehouseId,
      requested_delivery_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      note: null,
      status: 'approved',
      line_ids: lineIds,
      subtotal: totals.subtotal,
      vat: totals.vat,
      value: totals.total,
      payments_committed: 0,
      payment_room: totals.total,
      paid: 0,
      acceptance_id: null,
      created_by_id: order.order.created_by_id ?? 0,
      submitted_at: null,
      decided_at: null,
      cancel_reason: null,
    },
    { id, links: [{ type: PURCHASE_ORDER, id: order.id }] },
  );
  for (const [index, line] of called.entries()) {
    await createEntity(
      SUPPLY_REQUEST_LINE,
      {
        supply_request_id: request.id,
        purchase_order_id: order.id,
        po_detail_id: line.po_detail_id,
        material_id: line.material_id,
        qty: line.qty,
        received_qty: 0,
        unit_price: priced[index]?.unit_price ?? 0,
        vat_rate: 15,
      },
      { id: lineIds[index] },
    );
    await updateEntity(
      PURCHASE_ORDER_DETAIL,
      line.po_detail_id,
      { supply_requested_qty: line.qty, supply_open_qty: (LINES[index]?.qty ?? 0) - line.qty },
      { recordName: 'purchase order line' },
    );
  }
  return { id: request.id, purchase_order_id: order.id, rebar_line_id: order.rebar_line_id };
}

/**
 * The demo receipt (STAFF-DOMAIN-2 1.9): PO 1's delivery of 400 m³ of ready-mix C40 (not a stock
 * item: received, not stocked) and 60 t of rebar into the site store (warehouse 2), posted by the
 * demo keeper through the receipts' domain five days ago, between the order's two paid payments: its
 * value, (400 × 410 + 60 × 1,791.25) × 1.15 = 312,196.25 SAR, enters the order's `received_value`
 * and `delivery_room` once (the room the second payment was paid against), the order becomes
 * `partially_received`. Then a disbursement of 12 t of that rebar to STR-01, pending the project
 * manager. Runs after the warehouses and the approvals' seeds.
 */
export async function seedGoodsReceipts() {
  const keeper = await demoKeeper();
  const order = await getEntity(PURCHASE_ORDER, 1, 'purchase order');
  const lines = await orderLinesWithMaterials(order.id);
  const lineOf = (material: number) =>
    lines.find(({ detail }) => detail.material_id === material)?.detail.id ?? 0;
  const receipt = await storeReceipt(
    keeper,
    {
      purchase_order_id: order.id,
      warehouse_id: 2,
      delivery_note_number: 'DN-88120',
      received_at: daysFromNow(-5, 8),
      note: 'First delivery: slabs of level 2 and the rebar for its columns.',
      lines: [
        { po_detail_id: lineOf(101), received_qty: 400 },
        { po_detail_id: lineOf(205), received_qty: 60 },
      ],
    },
    undefined,
  );
  const rebarLine = receipt.line_ids[1] as number;
  await storeReceiptDisbursement(keeper, receipt.id, {
    note: 'Columns of level 2, STR-01',
    lines: [{ grn_line_id: rebarLine, qty: 12 }],
  });
  // For a return request seeded from this receipt (`seedReturnRequest(grn_id, { grnLineId })`).
  return {
    grn_id: receipt.id,
    concrete_grn_line_id: receipt.line_ids[0] as number,
    rebar_grn_line_id: rebarLine,
  };
}
