import { abilitiesFor } from '../../../shared/auth/abilities';
import { createEntity, getEntity, listPage, loadEntities } from '../../../shared/db/entity-store';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { CONTRACT } from '../../../shared/domain/contracts/contracts';
import { storeReceipt } from '../../../shared/domain/goods-receipts/store-receipt';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { matchInvoice, storeInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { PURCHASE_ORDER, PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { orderLines } from '../../../shared/domain/purchasing/record-lines';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../../../shared/domain/warehouse/goods-receipts';
import { demoRoleEmail, type SeededPeople } from './people';
import { daysFromNow } from './time';

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
 * 400 m³ of 101 and 60 t of 205), the
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
  // PO 1's receipt, posted by the receipts' seed (seedGoodsReceipts runs first).
  const [receiptId] = (
    await listPage(GOODS_RECEIPT_NOTE, 1, 1, { filters: { purchase_order_id: order.id, status: 'posted' } })
  ).items.map((grn) => grn.id);
  if (receiptId === undefined) throw new Error('PO 1 has no posted receipt: seed the receipts first');
  const grn = await getEntity(GOODS_RECEIPT_NOTE, receiptId, 'receipt');
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
  const { demoKeeper, receivableOrder } = await import('./goods-receipts');
  // 10 m3 of ready-mix ordered and received whole, through the receipts' store.
  const order = await receivableOrder([{ material_id: 101, qty: 10, price: 410 }]);
  const detail = await getEntity(PURCHASE_ORDER_DETAIL, order.line_ids[0] as number, 'order line');
  await storeReceipt(
    await demoKeeper(),
    { purchase_order_id: order.id, lines: [{ po_detail_id: detail.id, received_qty: 10 }] },
    undefined,
  );
  const caller = await readStaffCaller(accountant.id, { abilities: abilitiesFor(['accountant']) });
  const stored = await storeInvoice(caller, {
    supplier_id: order.order.supplier_id,
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
