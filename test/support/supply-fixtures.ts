import { randomUUID } from 'node:crypto';
import { createEntity } from '../../shared/db/entity-store';
import { halalasOfSar } from '../../shared/domain/money';
import { advanceOf, orderTotals } from '../../shared/domain/purchasing/order-money';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../shared/domain/purchasing/purchase-orders';
import { WAREHOUSE } from '../../shared/domain/warehouse/warehouses';

export interface OrderLineFixture {
  material_id: number;
  qty: number;
  /** SAR per unit, without VAT. */
  price: number;
}

/**
 * An issued order of the test's own on demo project 1 (supplier: the first demo supplier) made by
 * `createdBy`, with `lines` at 15 % VAT, `advance` percent, nothing received or paid; its lines'
 * guards as send-order sets them (all open to supply requests).
 */
export async function orderWithLines(
  createdBy: number,
  options: { lines: OrderLineFixture[]; advance?: number; status?: string; supplierId?: number },
) {
  const priced = options.lines.map((line) => ({
    qty: line.qty,
    unit_price: halalasOfSar(line.price),
    vat_rate: 15,
  }));
  const totals = orderTotals(priced);
  const advance = options.advance ?? 100;
  const order = await createEntity(PURCHASE_ORDER, {
    title: `Test order ${randomUUID().slice(0, 6)}`,
    payment_terms: null,
    supplying_duration: null,
    note: null,
    status: options.status ?? 'issued',
    total: totals.total,
    purchase_request_offer_id: null,
    purchase_request_id: 1,
    supplier_id: options.supplierId ?? 2,
    project_id: 1,
    number: `PO-T-${randomUUID().slice(0, 8)}`,
    project_item_id: null,
    warehouse_id: null,
    subtotal: totals.subtotal,
    vat: totals.vat,
    receipt_status: 'not_received',
    billing_status: 'not_billed',
    payment_status: 'unpaid',
    payments_committed: 0,
    payments_paid: 0,
    payment_room: totals.total,
    delivery_room: advanceOf(totals.total, advance),
    received_value: 0,
    advance_pct: advance,
    pay_against: 'receipt',
    on_hold_reason: null,
    raise_budget_id: null,
    created_by_id: createdBy,
  });
  const details = [];
  for (const [index, line] of options.lines.entries())
    details.push(
      await createEntity(
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
      ),
    );
  return { order, details };
}

/** A site warehouse of the test's own on demo project 1 (active, no keeper). */
export const testWarehouse = () =>
  createEntity(WAREHOUSE, {
    name_ar: 'مستودع اختبار',
    name_en: 'Test store',
    kind: 'site',
    project_id: 1,
    keeper_user_id: null,
    is_active: true,
  });
