import { loadEntities } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txUpdate } from '../../db/transaction-builder';
import { NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL } from '../materials/materials';
import { lineSubtotal, lineVat } from '../purchasing/order-money';
import {
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderDetail,
  type PurchaseOrderEntity,
} from '../purchasing/purchase-orders';
import type { PurchasingSettings } from '../purchasing/purchasing-settings';
import { orderLines } from '../purchasing/record-lines';
import { inScope, type ScopedFields } from '../users/row-scope';
import { GOODS_RECEIPT_NOTE, type GoodsReceiptNoteEntity } from '../warehouse/goods-receipts';
import { roundQty } from '../warehouse/stock';

/*
 * The rules every write of a receipt shares (STAFF-DOMAIN-2 Q4, Q5, Q7; the counter table of
 * ../warehouse/README.md): the row scope, the over-receipt limit, the order line's counter move and
 * the order's derived receipt progress.
 */

export const RECEIPT_RECORD_NAME = 'goods receipt note';

/** Receipts are scoped by their warehouse (keepers), their project, else who received them (family warehouse). */
export const RECEIPT_SCOPE: ScopedFields = {
  owner: 'received_by_id',
  project: 'project_id',
  warehouse: 'warehouse_id',
};

/** Orders goods may be received against (STAFF-DOMAIN-2 1.7 grn: store). */
export const RECEIVABLE_ORDER_STATUSES = ['issued', 'partially_received'] as const;

/** Most lines one receipt posts: a line writes about eight items (the line, the order line, stock, ledger). */
export const MAX_RECEIPT_LINES = 8;

export type OrderDetailEntity = EntityOf<typeof PURCHASE_ORDER_DETAIL>;
export type MaterialEntity = EntityOf<typeof MATERIAL>;

/** The receipt, or 404 when absent (deleted) or outside the caller's `warehouse` row scope. */
export async function scopedReceipt(caller: StaffCaller, id: number): Promise<GoodsReceiptNoteEntity> {
  const receipt = await loadEntities([{ type: GOODS_RECEIPT_NOTE, id }]);
  const found = receipt.get(GOODS_RECEIPT_NOTE, id);
  if (!found || (found as { deleted_at?: string }).deleted_at !== undefined)
    throw new NotFoundError(RECEIPT_RECORD_NAME);
  if (!inScope(caller, 'warehouse', found, RECEIPT_SCOPE)) throw new NotFoundError(RECEIPT_RECORD_NAME);
  return found;
}

/** Whether the caller holds an ability (admins hold every one). */
export const holds = (caller: StaffCaller, ability: string) =>
  caller.abilities.includes('*') || caller.abilities.includes(ability);

/** An order's lines, in the order they were made, with their materials. */
export async function orderLinesWithMaterials(orderId: number) {
  const details = await orderLines(orderId);
  const materials = await loadEntities(details.map((detail) => ({ type: MATERIAL, id: detail.material_id })));
  return details.map((detail) => ({ detail, material: materials.get(MATERIAL, detail.material_id) }));
}

/** The over-receipt allowance of a line (Q4): the material's, else the company's, in percent. */
export const allowanceOf = (material: MaterialEntity | undefined, settings: PurchasingSettings) =>
  material?.over_receipt_allowance_pct ?? settings.over_receipt_allowance_pct;

/**
 * Q4 for an order line: `max_allowed` = ordered × (100 + allowance) / 100 (what may be received net
 * of returns), and the stored guard's limit, 0.01 % of the ordered quantity above it (ERPNext
 * refuses when overflow% − allowance > 0.01).
 */
export function receiptLimit(detail: PurchaseOrderDetail, allowancePct: number) {
  const ordered = detail.ordered_qty ?? 0;
  return {
    max_allowed: roundQty((ordered * (100 + allowancePct)) / 100),
    limit: roundQty((ordered * (100 + allowancePct + 0.01)) / 100),
  };
}

/** What an order line received net of returns (Q4's left side before this receipt). */
export const netReceived = (detail: PurchaseOrderDetail) =>
  detail.net_received_qty ?? roundQty((detail.received_qty ?? 0) - (detail.returned_qty ?? 0));

/** One order line's accepted quantity moved by a write (signed), with where a refusal names it. */
export interface LineMove {
  detail: OrderDetailEntity;
  material: MaterialEntity | undefined;
  /** Accepted quantity added (+) or taken back (−). */
  delta: number;
  /** The refusal's field (`lines.<i>.accepted_qty`). */
  field: string;
}

/** 422 on the line when the move takes it beyond Q4's limit and the caller may not over-receive. */
export function checkOverReceipt(move: LineMove, settings: PurchasingSettings, bypass: boolean) {
  if (bypass || move.delta <= 0) return;
  const { max_allowed, limit } = receiptLimit(move.detail, allowanceOf(move.material, settings));
  const after = roundQty(netReceived(move.detail) + move.delta);
  if (after > limit)
    throw ValidationError.forField(move.field, 'goods_receipts.over_receipt', {
      max_allowed,
      reduce_by: roundQty(after - max_allowed),
    });
}

/**
 * The order line's counters moved by a receipt (README "The receipt chain's counters"): received,
 * net received and billable by the accepted difference; outside a supply request the supply-open
 * quantity against it. Receiving more conditions on Q4's limit (none with the bypass); taking back
 * conditions on what is not billed. A refusal is a lost race: the write is taken again on fresh reads.
 */
export function orderLineMove(
  move: LineMove,
  settings: PurchasingSettings,
  options: { bypass: boolean; inSupplyRequest: boolean },
): TxItem {
  const d = roundQty(move.delta);
  const { limit } = receiptLimit(move.detail, allowanceOf(move.material, settings));
  const condition =
    d > 0
      ? options.bypass
        ? when.itemExists()
        : when.le('net_received_qty', roundQty(limit - d))
      : d < 0
        ? when.and(when.ge('billable_qty', -d), when.ge('net_received_qty', -d))
        : when.itemExists();
  return txUpdate(
    `order-line-${move.detail.id}-received`,
    keys.entity(PURCHASE_ORDER_DETAIL, move.detail.id),
    {
      add: {
        received_qty: d,
        net_received_qty: d,
        billable_qty: d,
        ...(options.inSupplyRequest ? {} : { supply_open_qty: -d }),
        version: 1,
      },
      condition,
    },
  );
}

/** The value of accepted quantities at the order line's price, with VAT (halalas): M2's received value. */
export const acceptedValue = (detail: PurchaseOrderDetail, qty: number) => {
  const line = { qty, unit_price: detail.unit_price ?? 0, vat_rate: detail.vat_rate ?? 15 };
  return { subtotal: lineSubtotal(line), total: lineSubtotal(line) + lineVat(line) };
};

/** The order's receipt progress once the moves land: not, partially or fully received (net of returns). */
export function receiptProgress(lines: Array<{ detail: OrderDetailEntity }>, moves: LineMove[]) {
  const after = lines.map(({ detail }) => {
    const moved = moves
      .filter((move) => move.detail.id === detail.id)
      .reduce((sum, move) => sum + move.delta, 0);
    return { net: roundQty(netReceived(detail) + moved), ordered: detail.ordered_qty ?? 0 };
  });
  if (after.length > 0 && after.every((line) => line.net >= line.ordered && line.ordered > 0))
    return 'fully_received';
  return after.some((line) => line.net > 0) ? 'partially_received' : 'not_received';
}

/** The order's status once received so far (only an order in the receipt states moves). */
export function orderStatusAfter(order: PurchaseOrderEntity, progress: string): string {
  if (!['issued', 'partially_received', 'received'].includes(order.status)) return order.status;
  if (progress === 'fully_received') return 'received';
  return progress === 'partially_received' ? 'partially_received' : 'issued';
}
