import { abilitiesFor } from '../../../shared/auth/abilities';
import { getEntity, listPage, loadEntities } from '../../../shared/db/entity-store';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_ORDER } from '../../../shared/domain/purchasing/purchase-orders';
import { orderLines } from '../../../shared/domain/purchasing/record-lines';
import { storeReturnRequest } from '../../../shared/domain/return-requests/return-request-writes';
import type { ReturnReason } from '../../../shared/domain/return-requests/return-requests';
import {
  sendSupplyRequest,
  storeSupplyRequest,
} from '../../../shared/domain/supply-requests/supply-request-writes';
import { SUPPLY_REQUEST } from '../../../shared/domain/supply-requests/supply-requests';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../../../shared/domain/warehouse/goods-receipts';
import { demoRoleEmail } from './people';
import { daysFromNow } from './time';

/** The demo order the supply request calls off (PO 1: 850 m3 of concrete and 120 t of rebar). */
const ORDER_ID = 1;
/** Demo project 1's site store (the warehouses seed's second). */
const SITE_STORE_ID = 2;

async function demoUserId(role: string): Promise<number> {
  const user = await findByUnique(USER, 'EMAIL', demoRoleEmail(role));
  if (!user) throw new Error(`the demo ${role} is not seeded`);
  return user.id;
}

/**
 * A draft supply request on demo order 1 (`quantities` of its lines, in order: concrete m3, rebar
 * t) made by the demo procurement officer for the site store. Also the `supply-requests/draft`
 * fixture of the examples (update, delete).
 */
export async function draftSupplyRequest(quantities: [number, number] = [10, 1]) {
  const officer = await readStaffCaller(await demoUserId('procurement_officer'), {
    abilities: abilitiesFor(['procurement_officer']),
  });
  const details = await orderLines(ORDER_ID);
  const lines = details
    .map((detail, index) => ({ po_detail_id: detail.id, qty: quantities[index] ?? 0 }))
    .filter((line) => line.qty > 0);
  const request = await storeSupplyRequest(officer, ORDER_ID, {
    warehouse_id: SITE_STORE_ID,
    requested_delivery_date: daysFromNow(7).slice(0, 10),
    note: 'Pour of the second floor slab, pump on site from 6 am',
    lines,
  });
  return { id: request.id, officer_id: officer.id, po_detail_ids: details.map((detail) => detail.id) };
}

/**
 * The demo supply request (STAFF-DOMAIN-2 1.9): 200 m3 of concrete and 30 t of rebar called off
 * demo order 1 for the site store, sent to acceptance by the procurement officer and approved by
 * project 1's manager through the approval engine (the order lines' open quantities moved, Q3).
 */
export async function seedSupplyRequests() {
  const draft = await draftSupplyRequest([200, 30]);
  const officer = await readStaffCaller(draft.officer_id, {
    abilities: abilitiesFor(['procurement_officer']),
  });
  const sent = await sendSupplyRequest(officer, draft.id);
  const order = await getEntity(PURCHASE_ORDER, ORDER_ID, 'purchase order');
  const project = await getEntity(PROJECT, order.project_id, 'project');
  const manager = await readStaffCaller(project.project_manager_user_id as number, {
    abilities: abilitiesFor(['project_manager']),
  });
  await decideAcceptance(sent.acceptance_id as number, manager, 'accept', 'Pour confirmed for next week');
  return sent.id;
}

/** The approved demo supply request's id (the `supply-requests/approved` fixture of the payment example). */
export async function approvedSupplyRequest() {
  const { items } = await listPage(SUPPLY_REQUEST, 1, 20, { filters: { status: 'approved' } });
  const request = items.find((candidate) => candidate.purchase_order_id === ORDER_ID);
  return { id: request?.id ?? (await seedSupplyRequests()) };
}

/**
 * A pending return request (STAFF-DOMAIN-2 1.9) of `qty` of one line of a posted receipt (the
 * first when `grnLineId` is absent), asked by the demo warehouse keeper, else the procurement
 * officer, and waiting for the procurement manager. The lead wires it to the receipts seed once
 * it lands: `seedReturnRequest(grnId)`.
 */
export async function seedReturnRequest(
  grnId: number,
  options: { grnLineId?: number; qty?: number; reason?: ReturnReason; note?: string } = {},
) {
  const receipt = await getEntity(GOODS_RECEIPT_NOTE, grnId, 'goods receipt note');
  const lines = await loadEntities(receipt.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })));
  const line = lines.get(GOODS_RECEIPT_LINE, options.grnLineId ?? receipt.line_ids[0]);
  if (!line) throw new Error(`receipt ${grnId} has no such line`);
  const keeper = await findByUnique(USER, 'EMAIL', demoRoleEmail('warehouse_keeper'));
  const caller = await readStaffCaller(keeper?.id ?? (await demoUserId('procurement_officer')));
  const request = await storeReturnRequest(caller, {
    grn_id: grnId,
    note: options.note ?? 'Cubes failed the 7-day test: returned to the plant',
    lines: [
      {
        grn_line_id: line.id,
        qty: options.qty ?? Math.min(5, line.free_qty),
        reason: options.reason ?? 'quality',
      },
    ],
  });
  return { id: request.id };
}

/**
 * The demo pending return (STAFF-DOMAIN-2 1.9): 5 m3 of ready-mix concrete of demo order 1's latest
 * posted receipt (seeded with the invoices), failing its cube test, waiting for the procurement
 * manager. Ready-mix is not kept in stock, so the return holds the receipt line only (no stock
 * reservation: the materials' seeded stock stays as it is). No receipt: nothing.
 */
export async function seedOrderReturn() {
  const { items } = await listPage(GOODS_RECEIPT_NOTE, 1, 10, {
    filters: { purchase_order_id: ORDER_ID, status: 'posted' },
  });
  const receipt = items.sort((a, b) => b.id - a.id)[0];
  if (!receipt) return undefined;
  const lines = await loadEntities(receipt.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })));
  const concrete = lines.list(GOODS_RECEIPT_LINE, receipt.line_ids).find((line) => line.material_id === 101);
  if (!concrete) return undefined;
  return seedReturnRequest(receipt.id, { grnLineId: concrete.id, qty: 5, reason: 'quality' });
}
