import { nextId } from '../../db/counters';
import { findEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { transaction, txCheck, txPart } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { type IdempotentRequest, idempotencyPut, idempotent } from '../idempotency/idempotency';
import { PURCHASE_ORDER, type PurchaseOrderEntity } from '../purchasing/purchase-orders';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { purchasingSettings } from '../purchasing/purchasing-settings';
import { retryRaces } from '../retry';
import { inScope } from '../users/row-scope';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  type GoodsReceiptLine,
  type GoodsReceiptNote,
  type GoodsReceiptNoteEntity,
} from '../warehouse/goods-receipts';
import { roundQty } from '../warehouse/stock';
import { WAREHOUSE } from '../warehouse/warehouses';
import {
  acceptedValue,
  checkOverReceipt,
  holds,
  type LineMove,
  orderLineMove,
  orderLinesWithMaterials,
  orderStatusAfter,
  RECEIPT_SCOPE,
  RECEIVABLE_ORDER_STATUSES,
  receiptProgress,
} from './receipt-rules';
import { receiptStockItems } from './receipt-stock';
import {
  RECEIVING_SUPPLY_STATUSES,
  type ReceivingSupplyRequest,
  supplyRequestForReceipt,
  supplyRequestReceivedItems,
} from './supply-request-link';

/** One order line received: accepted + rejected = received (Q5); either may be left out. */
export interface ReceiptLineInput {
  po_detail_id: number;
  received_qty: number;
  accepted_qty?: number | undefined;
  rejected_qty?: number | undefined;
  rejection_reason?: string | undefined;
}

export interface ReceiptInput {
  purchase_order_id: number;
  /** The warehouse received into; default the order's (or the supply request's) delivery warehouse. */
  warehouse_id?: number | undefined;
  supply_request_id?: number | undefined;
  delivery_note_number?: string | undefined;
  /** ISO instant; default now. */
  received_at?: string | undefined;
  note?: string | undefined;
  lines: ReceiptLineInput[];
}

/** A line as checked: its quantities (Q5) and the order line it moves. */
export interface CheckedReceiptLine {
  move: LineMove;
  received_qty: number;
  accepted_qty: number;
  rejected_qty: number;
  rejection_reason: string | null;
}

/**
 * Q5 on one line: received > 0; accepted and rejected ≥ 0 and adding up to received (either left
 * out is the rest); a rejected part needs its reason. Errors go into `errors` under `lines.<i>.*`.
 */
export function checkedQuantities(line: ReceiptLineInput, index: number, errors: FieldMessages) {
  const received = roundQty(line.received_qty);
  const rejected = roundQty(
    line.rejected_qty ?? (line.accepted_qty === undefined ? 0 : received - line.accepted_qty),
  );
  const accepted = roundQty(line.accepted_qty ?? received - rejected);
  if (accepted < 0 || rejected < 0 || roundQty(accepted + rejected) !== received)
    errors[`lines.${index}.accepted_qty`] = [
      { key: 'goods_receipts.quantities_mismatch', params: { received } },
    ];
  else if (rejected > 0 && !line.rejection_reason)
    errors[`lines.${index}.rejection_reason`] = [{ key: 'goods_receipts.rejection_reason_required' }];
  return { received, accepted, rejected };
}

/** The receiving order (404 unknown), in a receivable state (409 otherwise). */
async function receivableOrder(orderId: number): Promise<PurchaseOrderEntity> {
  const order = await findEntity(PURCHASE_ORDER, orderId);
  if (!order) throw new NotFoundError('purchase order');
  if (!(RECEIVABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
    throw new ConflictError('goods_receipts.order_not_receivable', { status: order.status });
  return order;
}

/** The approved supply request the receipt is under, of this order (422 otherwise). */
async function receivingSupplyRequest(id: number, orderId: number): Promise<ReceivingSupplyRequest> {
  const request = await supplyRequestForReceipt(id);
  if (!request || request.purchase_order_id !== orderId)
    throw ValidationError.forField('supply_request_id', 'validation.exists');
  if (!RECEIVING_SUPPLY_STATUSES.includes(request.status))
    throw new ConflictError('goods_receipts.supply_request_not_approved', { status: request.status });
  return request;
}

/**
 * The lines as checked against the order: each a line of the order named once, of a material not
 * named twice (one stock move per material and receipt), Q5, within the supply request's open
 * quantity when under one, and within Q4's limit unless the caller may over-receive; 422 with every
 * failing line.
 */
async function checkedLines(
  order: PurchaseOrderEntity,
  input: ReceiptInput,
  supply: ReceivingSupplyRequest | undefined,
  bypass: boolean,
) {
  const [lines, settings] = await Promise.all([orderLinesWithMaterials(order.id), purchasingSettings()]);
  const errors: FieldMessages = {};
  const checked: CheckedReceiptLine[] = [];
  const materials = new Set<number>();
  for (const [index, line] of input.lines.entries()) {
    const found = lines.find(({ detail }) => detail.id === line.po_detail_id);
    if (!found || checked.some((other) => other.move.detail.id === line.po_detail_id)) {
      errors[`lines.${index}.po_detail_id`] = [{ key: 'validation.exists' }];
      continue;
    }
    const material = found.detail.material_id ?? 0;
    if (materials.has(material)) {
      errors[`lines.${index}.po_detail_id`] = [{ key: 'goods_receipts.material_twice' }];
      continue;
    }
    materials.add(material);
    const quantities = checkedQuantities(line, index, errors);
    const move: LineMove = {
      detail: found.detail,
      material: found.material,
      delta: quantities.accepted,
      field: `lines.${index}.accepted_qty`,
    };
    if (supply) {
      const open = supply.lines.find((open) => open.po_detail_id === found.detail.id)?.open_qty ?? 0;
      if (quantities.accepted > open)
        errors[`lines.${index}.accepted_qty`] = [
          { key: 'goods_receipts.over_supply_request', params: { open } },
        ];
    }
    if (!errors[`lines.${index}.accepted_qty`])
      try {
        checkOverReceipt(move, settings, bypass);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.fields);
      }
    checked.push({
      move,
      received_qty: quantities.received,
      accepted_qty: quantities.accepted,
      rejected_qty: quantities.rejected,
      rejection_reason: quantities.rejected > 0 ? (line.rejection_reason ?? null) : null,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { checked, lines, settings };
}

/**
 * grn: store (STAFF-DOMAIN-2 1.3, 1.7; Q4, Q5, Q6): posts a receipt (`GRN-YYYY-NNNNNN`, `posted`)
 * of an issued or partially received order in one transaction: the receipt and its lines, each
 * accepted quantity received into the warehouse's stock at the order's price (moving average,
 * ledger entry; the rejected part never enters), the order lines' counters (Q4's guard unless the
 * caller holds `purchasing.warehouse.over-receive`), the order's received value and delivery room
 * (M2) and its receipt progress, the supply request's received quantities when under one, and the
 * idempotency key. A lost race (stock version, order version, Q4 guard) is taken again on fresh
 * reads, so the answer is given on the state that won.
 */
export async function storeReceipt(
  caller: StaffCaller,
  input: ReceiptInput,
  key: IdempotentRequest | undefined,
): Promise<GoodsReceiptNoteEntity> {
  return idempotent(
    key,
    async () => {
      const number = await takeVoucherNumber('GRN');
      return retryRaces(() => storeOnce(caller, input, key, number));
    },
    async (result) => {
      const stored = await findEntity(GOODS_RECEIPT_NOTE, Number(result.grn_id));
      if (!stored) throw new NotFoundError('goods receipt note');
      return stored;
    },
  );
}

async function storeOnce(
  caller: StaffCaller,
  input: ReceiptInput,
  key: IdempotentRequest | undefined,
  number: string,
): Promise<GoodsReceiptNoteEntity> {
  const order = await receivableOrder(input.purchase_order_id);
  const supply =
    input.supply_request_id === undefined
      ? undefined
      : await receivingSupplyRequest(input.supply_request_id, order.id);
  const warehouseId = input.warehouse_id ?? supply?.warehouse_id ?? order.warehouse_id ?? undefined;
  if (warehouseId === undefined) throw ValidationError.forField('warehouse_id', 'validation.required');
  const warehouse = await findEntity(WAREHOUSE, warehouseId);
  const now = new Date();
  const attributes: GoodsReceiptNote = {
    number,
    purchase_order_id: order.id,
    supply_request_id: supply?.id ?? null,
    warehouse_id: warehouseId,
    supplier_id: order.supplier_id,
    project_id: order.project_id,
    delivery_note_number: input.delivery_note_number ?? null,
    received_at: input.received_at ?? now.toISOString(),
    received_by_id: caller.id,
    note: input.note ?? null,
    status: 'posted',
    cancel_reason: null,
    line_ids: [],
    subtotal: 0,
    total: 0,
  };
  if (!warehouse?.is_active || !inScope(caller, 'warehouse', attributes, RECEIPT_SCOPE))
    throw ValidationError.forField('warehouse_id', 'validation.exists');
  const bypass = holds(caller, 'purchasing.warehouse.over-receive');
  const { checked, lines, settings } = await checkedLines(order, input, supply, bypass);
  const at = attributes.received_at;
  const id = await nextId(GOODS_RECEIPT_NOTE);
  const lineIds = await Promise.all(checked.map(() => nextId(GOODS_RECEIPT_LINE)));
  const value = checked.reduce(
    (sum, line) => {
      const worth = acceptedValue(line.move.detail, line.accepted_qty);
      return { subtotal: sum.subtotal + worth.subtotal, total: sum.total + worth.total };
    },
    { subtotal: 0, total: 0 },
  );
  const receipt = await prepareCreate(
    GOODS_RECEIPT_NOTE,
    { ...attributes, line_ids: lineIds, subtotal: value.subtotal, total: value.total },
    { id, links: [{ type: PURCHASE_ORDER, id: order.id }] },
  );
  const receiptLines = await Promise.all(
    checked.map((line, index) => {
      const detail = line.move.detail;
      const attributes: GoodsReceiptLine = {
        grn_id: id,
        purchase_order_id: order.id,
        po_detail_id: detail.id,
        material_id: detail.material_id ?? 0,
        received_qty: line.received_qty,
        accepted_qty: line.accepted_qty,
        rejected_qty: line.rejected_qty,
        rejection_reason: line.rejection_reason,
        unit_price: detail.unit_price ?? 0,
        vat_rate: detail.vat_rate ?? 15,
        issued_qty: 0,
        returned_qty: 0,
        billed_qty: 0,
        free_qty: line.accepted_qty,
      };
      return prepareCreate(GOODS_RECEIPT_LINE, attributes, { id: lineIds[index] });
    }),
  );
  const stock = await Promise.all(
    checked
      .filter((line) => line.move.material?.is_stock_item === true)
      .map((line) =>
        receiptStockItems(
          {
            material_id: line.move.detail.material_id as number,
            warehouse_id: warehouseId,
            qty: line.accepted_qty,
            unit_cost: line.move.detail.unit_price ?? 0,
          },
          id,
          at,
        ),
      ),
  );
  const moves = checked.map((line) => line.move);
  const progress = receiptProgress(lines, moves);
  const orderUpdate = await prepareUpdate(
    PURCHASE_ORDER,
    order.id,
    {
      received_value: (order.received_value ?? 0) + value.total,
      delivery_room: (order.delivery_room ?? 0) + value.total,
      receipt_status: progress,
      status: orderStatusAfter(order, progress),
    },
    {
      recordName: 'purchase order',
      current: order,
      condition: when.or(...RECEIVABLE_ORDER_STATUSES.map((status) => when.eq('status', status))),
    },
  );
  const tx = transaction('goods-receipt-store', { budget: 100 })
    .add(txCheck('warehouse-active', keys.entity(WAREHOUSE, warehouseId), when.eq('is_active', true)))
    .add(
      moves.map((move) => orderLineMove(move, settings, { bypass, inSupplyRequest: supply !== undefined })),
    )
    .add(txPart('purchase-order', orderUpdate))
    .add(txPart('goods-receipt', receipt))
    .add(receiptLines.flatMap((line) => txPart('goods-receipt-line', line)))
    .add(txPart('stock', { items: stock.flat() }))
    .add(
      supply
        ? await supplyRequestReceivedItems(
            supply,
            moves.map((move) => ({ po_detail_id: move.detail.id, delta: move.delta })),
          )
        : [],
    )
    .add(key ? [idempotencyPut(key, { grn_id: id }, now)] : []);
  await tx.commit();
  return receipt.entity;
}
