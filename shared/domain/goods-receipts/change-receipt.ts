import { findEntity, prepareUpdate, softDeleteEntity } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, transaction, txPart, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import { statusChangePut } from '../lifecycle/status-history';
import { sarOfHalalas } from '../money';
import { PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { purchasingSettings } from '../purchasing/purchasing-settings';
import { retryRaces } from '../retry';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  type GoodsReceiptLineEntity,
  type GoodsReceiptNoteEntity,
} from '../warehouse/goods-receipts';
import { roundQty, stockBalance } from '../warehouse/stock';
import { lineUnconsumed, receiptLines } from './receipt-records';
import {
  acceptedValue,
  checkOverReceipt,
  holds,
  type LineMove,
  orderLineMove,
  orderLinesWithMaterials,
  orderStatusAfter,
  RECEIPT_RECORD_NAME,
  receiptProgress,
  scopedReceipt,
} from './receipt-rules';
import { receiptStockItems } from './receipt-stock';
import { checkedQuantities, type ReceiptLineInput } from './store-receipt';
import { supplyRequestForReceipt, supplyRequestReceivedItems } from './supply-request-link';

/** What an update may change: the header, and the quantities of the receipt's own lines. */
export interface ReceiptChanges {
  delivery_note_number?: string | undefined;
  received_at?: string | undefined;
  note?: string | null | undefined;
  lines?: ReceiptLineInput[] | undefined;
}

/** A receipt line's quantities after the write. */
interface LineAfter {
  line: GoodsReceiptLineEntity;
  received_qty: number;
  accepted_qty: number;
  rejected_qty: number;
  rejection_reason: string | null;
  /** What may be issued or returned from it afterwards (0 once cancelled or deleted). */
  free_qty: number;
}

/** Q7: a posted receipt none of whose lines was issued, returned, billed or held (409 otherwise). */
function checkUnconsumed(receipt: GoodsReceiptNoteEntity, lines: GoodsReceiptLineEntity[]) {
  if (receipt.status !== 'posted') throw new ConflictError('goods_receipts.cancelled');
  if (!lines.every(lineUnconsumed)) throw new ConflictError('goods_receipts.consumed');
}

/** The new quantities of an update: each named line of the receipt's own, Q5 checked; others kept. */
function linesAfterUpdate(lines: GoodsReceiptLineEntity[], input: ReceiptLineInput[] | undefined) {
  const errors: FieldMessages = {};
  const after: LineAfter[] = lines.map((line) => ({ line, ...line, free_qty: line.accepted_qty }));
  const seen = new Set<number>();
  for (const [index, given] of (input ?? []).entries()) {
    const at = after.findIndex((entry) => entry.line.po_detail_id === given.po_detail_id);
    if (at < 0 || seen.has(given.po_detail_id)) {
      errors[`lines.${index}.po_detail_id`] = [{ key: 'validation.exists' }];
      continue;
    }
    seen.add(given.po_detail_id);
    const quantities = checkedQuantities(given, index, errors);
    after[at] = {
      line: after[at]?.line as GoodsReceiptLineEntity,
      received_qty: quantities.received,
      accepted_qty: quantities.accepted,
      rejected_qty: quantities.rejected,
      rejection_reason: quantities.rejected > 0 ? (given.rejection_reason ?? null) : null,
      free_qty: quantities.accepted,
    };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return after;
}

/**
 * The items that move everything a receipt moved by the difference between its lines as they are
 * and `after` (README "The receipt chain's counters": edited, deleted or cancelled): each line
 * conditioned on being unconsumed and unchanged, the order lines' counters (Q4 on what grows, not
 * billed on what shrinks), the stock by the difference (taking back conditioned on what is
 * available, Q7), the supply request's received quantities, and the order's received value,
 * delivery room (it must stay ≥ 0: a receipt paid against cannot be undone) and receipt progress.
 */
async function revisionItems(
  caller: StaffCaller,
  receipt: GoodsReceiptNoteEntity,
  after: LineAfter[],
  inputIndex: (poDetailId: number) => number,
) {
  const [order, lines, settings] = await Promise.all([
    findEntity(PURCHASE_ORDER, receipt.purchase_order_id),
    orderLinesWithMaterials(receipt.purchase_order_id),
    purchasingSettings(),
  ]);
  if (!order) throw new ConflictError();
  const supply =
    receipt.supply_request_id === null ? undefined : await supplyRequestForReceipt(receipt.supply_request_id);
  const bypass = holds(caller, 'purchasing.warehouse.over-receive');
  const moves: LineMove[] = [];
  let valueChange = 0;
  let subtotal = 0;
  let total = 0;
  const items: TxItem[] = [];
  const at = new Date().toISOString();
  for (const entry of after) {
    const found = lines.find(({ detail }) => detail.id === entry.line.po_detail_id);
    if (!found) throw new ConflictError();
    const delta = roundQty(entry.accepted_qty - entry.line.accepted_qty);
    const move: LineMove = {
      detail: found.detail,
      material: found.material,
      delta,
      field: `lines.${inputIndex(entry.line.po_detail_id)}.accepted_qty`,
    };
    checkOverReceipt(move, settings, bypass);
    const open = supply?.lines.find((line) => line.po_detail_id === entry.line.po_detail_id)?.open_qty ?? 0;
    if (supply && delta > open)
      throw ValidationError.forField(move.field, 'goods_receipts.over_supply_request', { open });
    moves.push(move);
    const before = acceptedValue(found.detail, entry.line.accepted_qty);
    const worth = acceptedValue(found.detail, entry.accepted_qty);
    valueChange += worth.total - before.total;
    subtotal += worth.subtotal;
    total += worth.total;
    if (found.material?.is_stock_item && delta < 0) {
      const balance = await stockBalance(entry.line.material_id, receipt.warehouse_id);
      if (balance.qty_available < -delta)
        throw new ConflictError('warehouse.not_available', { available: balance.qty_available });
    }
    items.push(
      txUpdate(`receipt-line-${entry.line.id}`, keys.entity(GOODS_RECEIPT_LINE, entry.line.id), {
        set: {
          received_qty: entry.received_qty,
          accepted_qty: entry.accepted_qty,
          rejected_qty: entry.rejected_qty,
          rejection_reason: entry.rejection_reason,
          free_qty: entry.free_qty,
          updated_at: at,
        },
        add: { version: 1 },
        condition: when.and(
          when.eq('accepted_qty', entry.line.accepted_qty),
          when.sameAs('free_qty', 'accepted_qty'),
          when.eq('billed_qty', 0),
        ),
      }),
    );
    if (delta !== 0)
      items.push(
        orderLineMove(move, settings, { bypass, inSupplyRequest: receipt.supply_request_id !== null }),
      );
    if (found.material?.is_stock_item && delta !== 0)
      items.push(
        ...txPart('stock', {
          items: await receiptStockItems(
            {
              material_id: entry.line.material_id,
              warehouse_id: receipt.warehouse_id,
              qty: delta,
              unit_cost: entry.line.unit_price,
            },
            receipt.id,
            at,
          ),
        }),
      );
  }
  if ((order.delivery_room ?? 0) + valueChange < 0)
    throw new ConflictError('goods_receipts.paid_against', {
      room: sarOfHalalas(order.delivery_room ?? 0).toFixed(2),
    });
  if (supply)
    items.push(
      ...(await supplyRequestReceivedItems(
        supply,
        moves.map((move) => ({ po_detail_id: move.detail.id, delta: move.delta })),
      )),
    );
  const progress = receiptProgress(lines, moves);
  const orderUpdate = await prepareUpdate(
    PURCHASE_ORDER,
    order.id,
    {
      received_value: (order.received_value ?? 0) + valueChange,
      delivery_room: (order.delivery_room ?? 0) + valueChange,
      receipt_status: progress,
      status: orderStatusAfter(order, progress),
    },
    { recordName: 'purchase order', current: order },
  );
  items.push(...txPart('purchase-order', orderUpdate));
  return { items, subtotal, total };
}

/**
 * grn: update (Q7): the header and the quantities of the receipt's own lines (Q5; Q4 on what
 * grows), while it is posted and unconsumed; the stock, the order lines and the order move by the
 * difference only, in one transaction conditioned on each line being as read.
 */
export async function updateReceipt(caller: StaffCaller, id: number, changes: ReceiptChanges) {
  return retryRaces(async () => {
    const receipt = await scopedReceipt(caller, id);
    const lines = await receiptLines(receipt);
    checkUnconsumed(receipt, lines);
    const after = linesAfterUpdate(lines, changes.lines);
    const indexOf = (poDetailId: number) =>
      Math.max(changes.lines?.findIndex((line) => line.po_detail_id === poDetailId) ?? 0, 0);
    const revision = await revisionItems(caller, receipt, after, indexOf);
    const updated = await prepareUpdate(
      GOODS_RECEIPT_NOTE,
      receipt.id,
      {
        delivery_note_number: changes.delivery_note_number,
        received_at: changes.received_at,
        note: changes.note,
        subtotal: revision.subtotal,
        total: revision.total,
      },
      { recordName: RECEIPT_RECORD_NAME, current: receipt, condition: when.eq('status', 'posted') },
    );
    await transaction('goods-receipt-update', { budget: 100 })
      .add(revision.items)
      .add(txPart('goods-receipt', updated))
      .commit();
    return updated.entity;
  });
}

/** Every line taken back to nothing (a cancellation or a deletion): quantities kept, nothing free. */
const linesTakenBack = (lines: GoodsReceiptLineEntity[]): LineAfter[] =>
  lines.map((line) => ({ line, ...line, accepted_qty: 0, free_qty: 0 }));

/**
 * The revision items of taking a whole receipt back, with each line keeping its quantities on
 * record (the stock, order and ledger are reversed; the line's `free_qty` becomes 0).
 */
async function reversalItems(
  caller: StaffCaller,
  receipt: GoodsReceiptNoteEntity,
  lines: GoodsReceiptLineEntity[],
) {
  const revision = await revisionItems(caller, receipt, linesTakenBack(lines), () => 0);
  // The lines keep what was received and accepted: only `free_qty` goes to 0 (nothing more leaves).
  const kept = revision.items.map((item) =>
    item.name.startsWith('receipt-line-')
      ? txUpdate(
          item.name,
          keys.entity(GOODS_RECEIPT_LINE, Number(item.name.slice('receipt-line-'.length))),
          {
            set: { free_qty: 0, updated_at: new Date().toISOString() },
            add: { version: 1 },
            condition: when.and(when.sameAs('free_qty', 'accepted_qty'), when.eq('billed_qty', 0)),
          },
        )
      : item,
  );
  return kept;
}

/**
 * grn: grn cancel (Q7): a posted, unconsumed receipt `cancelled` with its reason and history; its
 * stock taken back out (reversing ledger entries, conditioned on what is available), the order
 * lines' counters, the order's received value, delivery room and receipt progress reversed.
 */
export async function cancelReceipt(caller: StaffCaller, id: number, reason: string) {
  return retryRaces(async () => {
    const receipt = await scopedReceipt(caller, id);
    const lines = await receiptLines(receipt);
    checkUnconsumed(receipt, lines);
    const items = await reversalItems(caller, receipt, lines);
    const now = new Date().toISOString();
    const updated = await prepareUpdate(
      GOODS_RECEIPT_NOTE,
      receipt.id,
      { status: 'cancelled', cancel_reason: reason },
      {
        recordName: RECEIPT_RECORD_NAME,
        current: receipt,
        condition: when.eq('status', 'posted'),
        also: [
          statusChangePut(
            { type: GOODS_RECEIPT_NOTE, id: receipt.id },
            {
              version: receipt.version + 1,
              action: 'cancel',
              from: 'posted',
              to: 'cancelled',
              by: { kind: 'staff', id: caller.id },
              at: now,
              reason,
            },
          ),
        ],
      },
    );
    await transaction('goods-receipt-cancel', { budget: 100 })
      .add(items)
      .add(txPart('goods-receipt', updated))
      .commit();
    return updated.entity;
  });
}

/**
 * grn: delete (Q7): a posted, unconsumed receipt posted today (Riyadh) is soft-deleted with
 * everything it moved reversed, as a cancellation; from the next day on it can only be cancelled
 * (409).
 */
export async function deleteReceipt(caller: StaffCaller, id: number) {
  return retryRaces(async () => {
    const receipt = await scopedReceipt(caller, id);
    const lines = await receiptLines(receipt);
    checkUnconsumed(receipt, lines);
    if (riyadhDay(new Date(receipt.created_at)) !== riyadhDay(new Date()))
      throw new ConflictError('goods_receipts.not_today');
    const items = await reversalItems(caller, receipt, lines);
    await softDeleteEntity(GOODS_RECEIPT_NOTE, receipt, {
      recordName: RECEIPT_RECORD_NAME,
      also: items.map((item) => item.item) as TransactItem[],
    });
    return { deleted: true as const };
  });
}
