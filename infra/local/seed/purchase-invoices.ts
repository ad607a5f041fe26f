import { abilitiesFor } from '../../../shared/auth/abilities';
import { createEntity, getEntity, linkedIds, listPage, loadEntities } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { transaction } from '../../../shared/db/transaction-builder';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { CONTRACT } from '../../../shared/domain/contracts/contracts';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { matchInvoice, storeInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderDetail,
  type PurchaseOrderEntity,
} from '../../../shared/domain/purchasing/purchase-orders';
import { takeVoucherNumber } from '../../../shared/domain/purchasing/purchasing-numbers';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../../../shared/domain/warehouse/goods-receipts';
import { demoRoleEmail, type SeededPeople } from './people';
import { daysFromNow } from './time';

type OrderLine = PurchaseOrderDetail & { id: number };

/**
 * A posted receipt's records for an order (GoodsReceiptNote and its lines) and the order lines'
 * counters as the warehouse README's table has a posted receipt move them (received, net received,
 * billable up; supply open down), with the order's receipt status. Stock and the order's
 * `received_value` are not moved: the demo order already holds its receipt's value (purchasing
 * README), and the invoices' tests need no stock. Until helper W's receipt store is on main, this
 * stands in for it in the demo seed (only when the order has no receipt) and the tests' fixtures.
 */
export async function postReceiptRecords(
  order: Pick<PurchaseOrderEntity, 'id' | 'supplier_id' | 'project_id'>,
  lines: Array<{ detail: OrderLine; qty: number }>,
  options: { warehouse_id: number; received_by_id: number },
) {
  const grn = await createEntity(
    GOODS_RECEIPT_NOTE,
    {
      number: await takeVoucherNumber('GRN'),
      purchase_order_id: order.id,
      supply_request_id: null,
      warehouse_id: options.warehouse_id,
      supplier_id: order.supplier_id,
      project_id: order.project_id,
      delivery_note_number: null,
      received_at: daysFromNow(-3, 9),
      received_by_id: options.received_by_id,
      note: null,
      status: 'posted',
      cancel_reason: null,
      line_ids: [],
      subtotal: lines.reduce((sum, line) => sum + Math.round(line.qty * (line.detail.unit_price ?? 0)), 0),
      total: lines.reduce(
        (sum, line) =>
          sum +
          Math.round(line.qty * (line.detail.unit_price ?? 0) * (1 + (line.detail.vat_rate ?? 15) / 100)),
        0,
      ),
    },
    { links: [{ type: PURCHASE_ORDER, id: order.id }] },
  );
  const receiptLines = [];
  for (const { detail, qty } of lines)
    receiptLines.push(
      await createEntity(
        GOODS_RECEIPT_LINE,
        {
          grn_id: grn.id,
          purchase_order_id: order.id,
          po_detail_id: detail.id,
          material_id: detail.material_id ?? 0,
          received_qty: qty,
          accepted_qty: qty,
          rejected_qty: 0,
          rejection_reason: null,
          unit_price: detail.unit_price ?? 0,
          vat_rate: detail.vat_rate ?? 15,
          issued_qty: 0,
          returned_qty: 0,
          billed_qty: 0,
          free_qty: qty,
        },
        { links: [{ type: GOODS_RECEIPT_NOTE, id: grn.id }] },
      ),
    );
  const write = transaction('seed-receipt-counters', { budget: 40 });
  write.update('receipt-lines', keys.entity(GOODS_RECEIPT_NOTE, grn.id), {
    set: { line_ids: receiptLines.map((line) => line.id) },
  });
  for (const { detail, qty } of lines)
    write.update(`order-line-${detail.id}`, keys.entity(PURCHASE_ORDER_DETAIL, detail.id), {
      add: { received_qty: qty, net_received_qty: qty, billable_qty: qty, supply_open_qty: -qty, version: 1 },
    });
  const full = lines.every(
    ({ detail, qty }) => (detail.received_qty ?? 0) + qty >= (detail.ordered_qty ?? 0),
  );
  write.update('order-receipt-status', keys.entity(PURCHASE_ORDER, order.id), {
    set: { receipt_status: full ? 'fully_received' : 'partially_received' },
    add: { version: 1 },
  });
  await write.commit();
  return { grn: { ...grn, line_ids: receiptLines.map((line) => line.id) }, lines: receiptLines };
}

/** The order's lines, oldest first. */
export async function orderLines(orderId: number): Promise<OrderLine[]> {
  const ids = (await linkedIds({ type: PURCHASE_ORDER, id: orderId }, PURCHASE_ORDER_DETAIL)).reverse();
  return (await loadEntities(ids.map((id) => ({ type: PURCHASE_ORDER_DETAIL, id })))).list(
    PURCHASE_ORDER_DETAIL,
    ids,
  );
}

/**
 * A contractor's contract on demo project 1 (a minimal record until the contracts issue): the
 * finishing works of Building C by the third demo supplier, three milestones, the first certified
 * in full and the second in part, nothing invoiced yet.
 */
export async function seedContract(contractorId: number, projectItemId: number | null) {
  const milestones = [
    { id: 1, name: 'Plastering and screeds', amount: 180_000, certified: 180_000 },
    { id: 2, name: 'Tiling and stone', amount: 260_000, certified: 95_000 },
    { id: 3, name: 'Painting and handover', amount: 120_000, certified: 0 },
  ].map((milestone) => ({
    ...milestone,
    amount: halalasOfSar(milestone.amount),
    certified: halalasOfSar(milestone.certified),
    invoiced: 0,
  }));
  return createEntity(
    CONTRACT,
    {
      number: 'CT-2026-000001',
      title: 'Finishing works, Building C',
      stakeholder_id: contractorId,
      project_id: 1,
      project_item_id: projectItemId,
      status: 'active',
      milestones,
      contract_total: milestones.reduce((sum, milestone) => sum + milestone.amount, 0),
      invoiced_total: 0,
      retention_pct: 10,
    },
    {
      links: [
        { type: PROJECT, id: 1 },
        { type: USER, id: contractorId },
      ],
    },
  );
}

/**
 * The purchase invoices' demo (STAFF-DOMAIN-2 1.9): on PO 1's receipt (helper W's seeded GRN of
 * 400 m³ of 101 and 60 t of 205; when the order has none yet, `postReceiptRecords` stands in), the
 * demo accountant stores and matches two invoices of the order's supplier: 200 m³ of ready-mix at
 * the order's price (matched, pending the finance manager) and 30 t of rebar at 1,800.00 against
 * 1,791.25 (a price exception, pending the finance manager's exception step). And the contract of
 * the contractor invoices (`seedContract`). Seeded last, so the other records keep their ids.
 */
export async function seedPurchaseInvoices(people: SeededPeople) {
  const order = await getEntity(PURCHASE_ORDER, 1, 'purchase order');
  const lines = await orderLines(order.id);
  const accountant = await findByUnique(USER, 'EMAIL', demoRoleEmail('accountant'));
  if (!accountant) throw new Error('the demo accountant is not seeded');
  let receipts = (
    await listPage(GOODS_RECEIPT_NOTE, 1, 10, { filters: { purchase_order_id: order.id, status: 'posted' } })
  ).items
    .map((grn) => grn.id)
    .sort((a, b) => a - b);
  if (receipts.length === 0) {
    const [concrete, rebar] = lines;
    if (!concrete || !rebar) throw new Error('PO 1 has not its two lines');
    const posted = await postReceiptRecords(
      order,
      [
        { detail: concrete, qty: 400 },
        { detail: rebar, qty: 60 },
      ],
      { warehouse_id: 2, received_by_id: accountant.id },
    );
    receipts = [posted.grn.id];
  }
  const grn = await getEntity(GOODS_RECEIPT_NOTE, receipts[receipts.length - 1] as number, 'receipt');
  const receiptLines = (
    await loadEntities(grn.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })))
  ).list(GOODS_RECEIPT_LINE, grn.line_ids);
  const lineOf = (materialId: number) => receiptLines.find((line) => line.material_id === materialId);
  const caller = await readStaffCaller(accountant.id, { abilities: abilitiesFor(['accountant']) });
  const invoice = async (number: string, materialId: number, qty: number, price: number) => {
    const receiptLine = lineOf(materialId);
    const stored = await storeInvoice(caller, {
      supplier_id: order.supplier_id,
      supplier_invoice_number: number,
      invoice_date: daysFromNow(-2).slice(0, 10),
      due_date: daysFromNow(28).slice(0, 10),
      purchase_order_id: order.id,
      lines: [
        {
          ...(receiptLine
            ? { grn_line_id: receiptLine.id }
            : { po_detail_id: lines.find((line) => line.material_id === materialId)?.id }),
          qty,
          unit_price: halalasOfSar(price),
          vat_rate: 15,
        },
      ],
    });
    return matchInvoice(caller, stored.id);
  };
  await invoice('INV-2026-4471', 101, 200, 410);
  await invoice('INV-2026-4502', 205, 30, 1800);
  await seedContract(people.users.supplier3.id, order.project_item_id ?? null);
}

/**
 * An invoice of its own for the examples (`POST {base_url}/local/purchase-invoices/...`): a fresh
 * order of the demo supplier with 10 m³ of ready-mix received, billed in full by the demo
 * accountant; `draft` as stored, or matched (pending the finance manager) with the demo staff user
 * among the first step's reviewers, so the approve and reject examples decide as that user.
 */
export async function exampleInvoice(state: 'draft' | 'matched') {
  const { ACCEPTANCE } = await import('../../../shared/domain/acceptances/acceptances');
  const { updateEntity } = await import('../../../shared/db/entity-store');
  const { demoCredentials } = await import('../demo-credentials');
  const accountant = await findByUnique(USER, 'EMAIL', demoRoleEmail('accountant'));
  const demoStaff = await findByUnique(USER, 'EMAIL', demoCredentials().staffEmail);
  if (!accountant || !demoStaff) throw new Error('the demo accountant and staff user are not seeded');
  const template = await getEntity(PURCHASE_ORDER, 1, 'purchase order');
  const [line] = await orderLines(template.id);
  const order = await createEntity(
    PURCHASE_ORDER,
    { ...template, number: `PO-EX-${Date.now()}`, billing_status: 'not_billed' },
    { links: [{ type: PROJECT, id: template.project_id }] },
  );
  const detail = await createEntity(
    PURCHASE_ORDER_DETAIL,
    {
      ...(line as OrderLine),
      purchase_order_id: order.id,
      ordered_qty: 10,
      received_qty: 0,
      net_received_qty: 0,
      billable_qty: 0,
      billed_qty: 0,
      supply_open_qty: 10,
    },
    { links: [{ type: PURCHASE_ORDER, id: order.id }] },
  );
  await postReceiptRecords(order, [{ detail, qty: 10 }], { warehouse_id: 2, received_by_id: accountant.id });
  const caller = await readStaffCaller(accountant.id, { abilities: abilitiesFor(['accountant']) });
  const stored = await storeInvoice(caller, {
    supplier_id: order.supplier_id,
    supplier_invoice_number: `INV-EX-${Date.now()}-${Math.floor(Math.random() * 1000)}`,
    invoice_date: daysFromNow(0).slice(0, 10),
    purchase_order_id: order.id,
    lines: [{ po_detail_id: detail.id, qty: 10, unit_price: detail.unit_price ?? 0, vat_rate: 15 }],
  });
  if (state === 'draft') return stored.id;
  const matched = await matchInvoice(caller, stored.id);
  const acceptance = await getEntity(ACCEPTANCE, matched.acceptance_id as number, 'acceptance');
  await updateEntity(
    ACCEPTANCE,
    acceptance.id,
    {
      steps: acceptance.steps.map((step) =>
        step.sequence === acceptance.current_sequence
          ? { ...step, reviewer_ids: [...new Set([...step.reviewer_ids, demoStaff.id])] }
          : step,
      ),
    },
    { recordName: 'acceptance', current: acceptance },
  );
  return matched.id;
}
