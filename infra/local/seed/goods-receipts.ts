import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { transaction } from '../../../shared/db/transaction-builder';
import { halalasOfSar } from '../../../shared/domain/money';
import { orderTotals } from '../../../shared/domain/purchasing/order-money';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderEntity,
} from '../../../shared/domain/purchasing/purchase-orders';
import { nextPurchasingNumber } from '../../../shared/domain/purchasing/purchasing-numbers';

/** Rebar 16 mm (t, a stock item) and OPC cement (bags, a stock item). */
const LINES = [
  { material_id: 205, qty: 20, price: 1800 },
  { material_id: 103, qty: 500, price: 17 },
];

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
  const { number, guard } = await nextPurchasingNumber('PO');
  await transaction('seed-purchasing-number', { budget: 1 }).add(guard).commit();
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
