import { listPage, loadEntities } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import type { PageRequest } from '../lists';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { scopeFilters } from '../users/row-scope';
import { USER } from '../users/users';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  type GoodsReceiptLineEntity,
  type GoodsReceiptNoteEntity,
} from '../warehouse/goods-receipts';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import { RECEIPT_SCOPE, scopedReceipt } from './receipt-rules';

/** The receipt's lines, in the order entered. */
export async function receiptLines(receipt: GoodsReceiptNoteEntity): Promise<GoodsReceiptLineEntity[]> {
  const loaded = await loadEntities(receipt.line_ids.map((id) => ({ type: GOODS_RECEIPT_LINE, id })));
  return loaded.list(GOODS_RECEIPT_LINE, receipt.line_ids);
}

/** Nothing of the line was issued, returned, billed or held by a pending disbursement or return (Q7). */
export const lineUnconsumed = (line: GoodsReceiptLineEntity) =>
  line.free_qty === line.accepted_qty && line.billed_qty === 0;

/** Whether the receipt may still be edited, deleted or cancelled (Q7), and deleted today (Riyadh). */
export function receiptChangeable(
  receipt: GoodsReceiptNoteEntity,
  lines: GoodsReceiptLineEntity[],
  now = new Date(),
) {
  const editable = receipt.status === 'posted' && lines.every(lineUnconsumed);
  return {
    editable,
    deletable: editable && riyadhDay(new Date(receipt.created_at)) === riyadhDay(now),
  };
}

/** A receipt as staff read it: its order, warehouse and supplier by name, lines with what was consumed, money in SAR. */
export async function receiptRecord(receipt: GoodsReceiptNoteEntity, locale: Locale) {
  const lines = await receiptLines(receipt);
  const loaded = await loadEntities([
    { type: PURCHASE_ORDER, id: receipt.purchase_order_id },
    { type: WAREHOUSE, id: receipt.warehouse_id },
    { type: USER, id: receipt.supplier_id },
    { type: USER, id: receipt.received_by_id },
    ...lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const order = loaded.get(PURCHASE_ORDER, receipt.purchase_order_id);
  const warehouse = loaded.get(WAREHOUSE, receipt.warehouse_id);
  const supplier = loaded.get(USER, receipt.supplier_id);
  const receiver = loaded.get(USER, receipt.received_by_id);
  const changeable = receiptChangeable(receipt, lines);
  return {
    id: receipt.id,
    number: receipt.number,
    status: receipt.status as 'posted' | 'cancelled',
    purchase_order: { id: receipt.purchase_order_id, number: order?.number ?? null },
    supply_request_id: receipt.supply_request_id,
    warehouse: { id: receipt.warehouse_id, name: warehouse ? warehouseName(warehouse, locale) : null },
    supplier: { id: receipt.supplier_id, name: supplier?.name ?? null },
    project_id: receipt.project_id,
    delivery_note_number: receipt.delivery_note_number,
    received_at: receipt.received_at,
    received_by: { id: receipt.received_by_id, name: receiver?.name ?? null },
    note: receipt.note,
    cancel_reason: receipt.cancel_reason,
    subtotal: sarOfHalalas(receipt.subtotal),
    vat: sarOfHalalas(receipt.total - receipt.subtotal),
    total: sarOfHalalas(receipt.total),
    lines: lines.map((line) => {
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        id: line.id,
        po_detail_id: line.po_detail_id,
        material_id: line.material_id,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        is_stock_item: material?.is_stock_item ?? false,
        received_qty: line.received_qty,
        accepted_qty: line.accepted_qty,
        rejected_qty: line.rejected_qty,
        rejection_reason: line.rejection_reason,
        unit_price: sarOfHalalas(line.unit_price),
        vat_rate: line.vat_rate,
        issued_qty: line.issued_qty,
        returned_qty: line.returned_qty,
        billed_qty: line.billed_qty,
        free_qty: line.free_qty,
      };
    }),
    can_update: changeable.editable,
    can_cancel: changeable.editable,
    can_delete: changeable.deletable,
    version: receipt.version,
    created_at: receipt.created_at,
    updated_at: receipt.updated_at,
  };
}

/** grn: show: the receipt in the caller's `warehouse` row scope, else 404. */
export async function showReceipt(caller: StaffCaller, id: number, locale: Locale) {
  return receiptRecord(await scopedReceipt(caller, id), locale);
}

export interface ReceiptFilters {
  warehouse_id?: number | undefined;
  purchase_order_id?: number | undefined;
  supplier_id?: number | undefined;
  supply_request_id?: number | undefined;
  status?: string | undefined;
}

/**
 * grn: index, newest first, in the caller's `warehouse` row scope (a keeper: their warehouses), by
 * any of warehouse, order, supplier, supply request, status.
 */
export async function listReceipts(
  caller: StaffCaller,
  options: PageRequest & { filters: ReceiptFilters; locale: Locale },
) {
  const scope = scopeFilters(caller, 'warehouse', RECEIPT_SCOPE);
  const empty = { items: [], total: 0 };
  if (scope === null) return empty;
  const filters = { ...options.filters };
  if (filters.warehouse_id !== undefined && 'warehouse_id' in scope) {
    if (!caller.warehouse_ids.includes(filters.warehouse_id)) return empty;
    delete scope.warehouse_id;
  }
  const { items, total } = await listPage(GOODS_RECEIPT_NOTE, options.page, options.perPage, {
    filters: { ...scope, ...filters },
  });
  const loaded = await loadEntities([
    ...items.map((receipt) => ({ type: WAREHOUSE, id: receipt.warehouse_id })),
    ...items.map((receipt) => ({ type: USER, id: receipt.supplier_id })),
    ...items.map((receipt) => ({ type: PURCHASE_ORDER, id: receipt.purchase_order_id })),
  ]);
  return {
    items: items.map((receipt) => {
      const warehouse = loaded.get(WAREHOUSE, receipt.warehouse_id);
      return {
        id: receipt.id,
        number: receipt.number,
        status: receipt.status as 'posted' | 'cancelled',
        purchase_order_id: receipt.purchase_order_id,
        purchase_order_number: loaded.get(PURCHASE_ORDER, receipt.purchase_order_id)?.number ?? null,
        supply_request_id: receipt.supply_request_id,
        warehouse_id: receipt.warehouse_id,
        warehouse: warehouse ? warehouseName(warehouse, options.locale) : null,
        supplier_id: receipt.supplier_id,
        supplier: loaded.get(USER, receipt.supplier_id)?.name ?? null,
        project_id: receipt.project_id,
        delivery_note_number: receipt.delivery_note_number,
        received_at: receipt.received_at,
        subtotal: sarOfHalalas(receipt.subtotal),
        total: sarOfHalalas(receipt.total),
        created_at: receipt.created_at,
      };
    }),
    total,
  };
}
