import { randomUUID } from 'node:crypto';
import { demoCredentials } from '../../infra/local/demo-credentials';
import { abilitiesFor } from '../../shared/auth/abilities';
import { createEntity, getEntity, listPage, loadEntities } from '../../shared/db/entity-store';
import type { EntityOf } from '../../shared/db/entity-type';
import { readStaffCaller } from '../../shared/domain/callers/staff-caller';
import { CONTRACT } from '../../shared/domain/contracts/contracts';
import { storeReceipt } from '../../shared/domain/goods-receipts/store-receipt';
import { halalasOfSar } from '../../shared/domain/money';
import { PROJECT } from '../../shared/domain/projects/projects';
import { orderTotals } from '../../shared/domain/purchasing/order-money';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../shared/domain/purchasing/purchase-orders';
import { SUPPLIER_PROFILE } from '../../shared/domain/purchasing/suppliers';
import { findByUnique, USER } from '../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE } from '../../shared/domain/warehouse/goods-receipts';
import { crmStaff } from './crm-staff';

/** The first demo supplier with a VAT number (its profile's), by id. */
export async function vatSupplier() {
  const { items } = await listPage(SUPPLIER_PROFILE, 1, 10);
  const profile = items.sort((a, b) => a.id - b.id).find((candidate) => candidate.vat_number);
  if (!profile) throw new Error('no demo supplier with a VAT number');
  return profile;
}

/** An accountant of the test's own whose purchasing scope is demo project 1 (the fixtures' project). */
export const accountant = () =>
  crmStaff(['accountant'], { row_scope: 'own', project_ids: [1] }, abilitiesFor(['accountant']));

export interface ReceivedLine {
  material_id: number;
  ordered: number;
  /** SAR per unit, without VAT. */
  price: number;
  /** What the posted receipt accepted (0: nothing received). */
  received: number;
}

/**
 * An issued order of the test's own on demo project 1 (its supplier the first demo supplier with a
 * VAT number, delivering to the site store) and, for the lines with something received, a receipt
 * posted through the receipts' store (stock in, the order lines' counters as the warehouse README's
 * table says). Answers the order, its lines, the receipt and its lines, in order.
 */
export async function receivedOrder(createdBy: number, lines: ReceivedLine[]) {
  const supplier = await vatSupplier();
  const priced = lines.map((line) => ({
    qty: line.ordered,
    unit_price: halalasOfSar(line.price),
    vat_rate: 15,
  }));
  const totals = orderTotals(priced);
  const order = await createEntity(
    PURCHASE_ORDER,
    {
      title: `Test order ${randomUUID().slice(0, 6)}`,
      payment_terms: null,
      supplying_duration: null,
      note: null,
      status: 'issued',
      total: totals.total,
      purchase_request_offer_id: null,
      purchase_request_id: 1,
      supplier_id: supplier.id,
      project_id: 1,
      number: `PO-T-${randomUUID().slice(0, 8)}`,
      project_item_id: null,
      warehouse_id: 2,
      subtotal: totals.subtotal,
      vat: totals.vat,
      receipt_status: 'not_received',
      billing_status: 'not_billed',
      payment_status: 'unpaid',
      payments_committed: 0,
      payments_paid: 0,
      payment_room: totals.total,
      delivery_room: 0,
      received_value: 0,
      advance_pct: 0,
      pay_against: 'receipt',
      on_hold_reason: null,
      raise_budget_id: null,
      created_by_id: createdBy,
    },
    { links: [{ type: PROJECT, id: 1 }] },
  );
  const details: Array<EntityOf<typeof PURCHASE_ORDER_DETAIL>> = [];
  for (const [index, line] of lines.entries())
    details.push(
      await createEntity(
        PURCHASE_ORDER_DETAIL,
        {
          purchase_request_offer_details_id: null,
          purchase_order_id: order.id,
          request_details_id: null,
          material_id: line.material_id,
          ordered_qty: line.ordered,
          unit_price: priced[index]?.unit_price ?? 0,
          vat_rate: 15,
          received_qty: 0,
          returned_qty: 0,
          billed_qty: 0,
          supply_requested_qty: 0,
          net_received_qty: 0,
          billable_qty: 0,
          supply_open_qty: line.ordered,
        },
        { links: [{ type: PURCHASE_ORDER, id: order.id }] },
      ),
    );
  const receiving = lines.flatMap((line, index) =>
    line.received > 0
      ? [{ detail: details[index] as EntityOf<typeof PURCHASE_ORDER_DETAIL>, qty: line.received }]
      : [],
  );
  if (receiving.length === 0) return { order, supplier, details, grn: undefined, grnLines: [] };
  // Posted through the receipts' own store (helper W's), as the warehouse keeper would.
  const keeper = await findByUnique(USER, 'EMAIL', demoCredentials().staffEmail);
  if (!keeper) throw new Error('the demo staff user is not seeded');
  const grn = await storeReceipt(
    await readStaffCaller(keeper.id, { abilities: ['*'] }),
    {
      purchase_order_id: order.id,
      warehouse_id: 2,
      lines: receiving.map(({ detail, qty }) => ({ po_detail_id: detail.id, received_qty: qty })),
    },
    undefined,
  );
  const grnLines = (await loadEntities(grn.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })))).list(
    GOODS_RECEIPT_LINE,
    grn.line_ids,
  );
  return { order, supplier, details, grn, grnLines };
}

/** An order line as stored now. */
export const orderLine = (id: number) => getEntity(PURCHASE_ORDER_DETAIL, id, 'order line');

/** A contract of the test's own with `supplierId` on project 1: milestones (SAR) certified as given. */
export async function contractOf(
  supplierId: number,
  milestones: Array<{ amount: number; certified: number }>,
) {
  const stored = milestones.map((milestone, index) => ({
    id: index + 1,
    name: `Stage ${index + 1}`,
    amount: halalasOfSar(milestone.amount),
    certified: halalasOfSar(milestone.certified),
    invoiced: 0,
  }));
  return createEntity(CONTRACT, {
    number: `CT-T-${randomUUID().slice(0, 8)}`,
    title: 'Test works',
    stakeholder_id: supplierId,
    project_id: 1,
    project_item_id: null,
    status: 'active',
    milestones: stored,
    contract_total: stored.reduce((sum, milestone) => sum + milestone.amount, 0),
    invoiced_total: 0,
    retention_pct: 10,
  });
}

/** The contract as stored now. */
export const contractNow = (id: number) => getEntity(CONTRACT, id, 'contract');
