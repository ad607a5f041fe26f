import { listPage, loadEntities } from '../../db/entity-store';
import { ConflictError, NotFoundError } from '../../errors';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { materialName } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import { PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { purchasingSettings } from '../purchasing/purchasing-settings';
import { inScope } from '../users/row-scope';
import { USER } from '../users/users';
import { roundQty, stockBalance } from '../warehouse/stock';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import { receiptLines, receiptRecord } from './receipt-records';
import {
  allowanceOf,
  holds,
  netReceived,
  orderLinesWithMaterials,
  RECEIPT_SCOPE,
  RECEIVABLE_ORDER_STATUSES,
  receiptLimit,
  scopedReceipt,
} from './receipt-rules';
import { supplyRequestForReceipt } from './supply-request-link';

/** Why part of a delivery is rejected: the form's choices (the reason itself is free text). */
export const REJECTION_REASONS = [
  'damaged',
  'wrong_specification',
  'failed_test',
  'expired',
  'other',
] as const;

const rejectionReasons = (locale: Locale) =>
  REJECTION_REASONS.map((reason) => ({
    value: reason,
    label: translate(locale, `goods_receipts.reason.${reason}` as MessageKey),
  }));

/** The most warehouses and open orders a form offers. */
const FORM_OPTIONS = 100;

/**
 * grn: form-data: the active warehouses the caller may receive into (their `warehouse` row scope),
 * the orders goods may be received against (issued, partially received; newest first), the
 * rejection reasons, and whether the caller may receive beyond the allowance.
 */
export async function receiptFormData(caller: StaffCaller, locale: Locale) {
  const [warehouses, orders] = await Promise.all([
    listPage(WAREHOUSE, 1, FORM_OPTIONS),
    listPage(PURCHASE_ORDER, 1, FORM_OPTIONS, { filters: { status: [...RECEIVABLE_ORDER_STATUSES] } }),
  ]);
  const suppliers = await loadEntities(orders.items.map((order) => ({ type: USER, id: order.supplier_id })));
  return {
    warehouses: warehouses.items
      .filter(
        (warehouse) =>
          warehouse.is_active &&
          inScope(
            caller,
            'warehouse',
            { warehouse_id: warehouse.id, project_id: warehouse.project_id, received_by_id: caller.id },
            RECEIPT_SCOPE,
          ),
      )
      .map((warehouse) => ({
        id: warehouse.id,
        name: warehouseName(warehouse, locale),
        kind: warehouse.kind,
      })),
    purchase_orders: orders.items.map((order) => ({
      id: order.id,
      number: order.number ?? null,
      title: order.title,
      status: order.status,
      receipt_status: order.receipt_status ?? 'not_received',
      supplier_id: order.supplier_id,
      supplier: suppliers.get(USER, order.supplier_id)?.name ?? null,
      project_id: order.project_id,
      warehouse_id: order.warehouse_id ?? null,
    })),
    rejection_reasons: rejectionReasons(locale),
    can_over_receive: holds(caller, 'purchasing.warehouse.over-receive'),
  };
}

/**
 * grn: GoodsReceiptNoteGetPoLinesAction: an order's lines as a receipt sees them (Q4): ordered,
 * received, returned, remaining, the allowance, `max_allowed` and what may still be accepted; under
 * a supply request, its open quantity per line.
 */
export async function receiptOrderLines(
  orderId: number,
  supplyRequestId: number | undefined,
  locale: Locale,
) {
  const order = (await loadEntities([{ type: PURCHASE_ORDER, id: orderId }])).get(PURCHASE_ORDER, orderId);
  if (!order) throw new NotFoundError('purchase order');
  const supply = supplyRequestId === undefined ? undefined : await supplyRequestForReceipt(supplyRequestId);
  if (supplyRequestId !== undefined && supply?.purchase_order_id !== orderId)
    throw new NotFoundError('supply request');
  const [lines, settings] = await Promise.all([orderLinesWithMaterials(orderId), purchasingSettings()]);
  return {
    purchase_order: {
      id: order.id,
      number: order.number ?? null,
      status: order.status,
      receipt_status: order.receipt_status ?? 'not_received',
      warehouse_id: order.warehouse_id ?? null,
      supplier_id: order.supplier_id,
    },
    supply_request_id: supply?.id ?? null,
    lines: lines.map(({ detail, material }) => {
      const allowance = allowanceOf(material, settings);
      const { max_allowed } = receiptLimit(detail, allowance);
      const net = netReceived(detail);
      const ordered = detail.ordered_qty ?? 0;
      return {
        po_detail_id: detail.id,
        material_id: detail.material_id ?? null,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        is_stock_item: material?.is_stock_item ?? false,
        unit_price: sarOfHalalas(detail.unit_price ?? 0),
        vat_rate: detail.vat_rate ?? 15,
        ordered_qty: ordered,
        received_qty: detail.received_qty ?? 0,
        returned_qty: detail.returned_qty ?? 0,
        remaining_qty: Math.max(roundQty(ordered - net), 0),
        allowance_pct: allowance,
        max_allowed,
        receivable_qty: Math.max(roundQty(max_allowed - net), 0),
        supply_open_qty: supply
          ? (supply.lines.find((line) => line.po_detail_id === detail.id)?.open_qty ?? 0)
          : null,
      };
    }),
  };
}

/**
 * grn: edit data: the receipt as show answers it, whether it may still be edited (Q7), and each
 * line's bound: the most it may accept after the edit (Q4; null with the over-receive ability).
 */
export async function receiptEditData(caller: StaffCaller, id: number, locale: Locale) {
  const receipt = await scopedReceipt(caller, id);
  const [record, lines, orderLinesRead, settings] = await Promise.all([
    receiptRecord(receipt, locale),
    receiptLines(receipt),
    orderLinesWithMaterials(receipt.purchase_order_id),
    purchasingSettings(),
  ]);
  const bypass = holds(caller, 'purchasing.warehouse.over-receive');
  return {
    receipt: record,
    editable: record.can_update,
    lines: lines.map((line) => {
      const found = orderLinesRead.find(({ detail }) => detail.id === line.po_detail_id);
      const limit = found ? receiptLimit(found.detail, allowanceOf(found.material, settings)).max_allowed : 0;
      const others = found ? roundQty(netReceived(found.detail) - line.accepted_qty) : 0;
      return {
        id: line.id,
        po_detail_id: line.po_detail_id,
        accepted_qty: line.accepted_qty,
        max_accepted_qty: bypass ? null : Math.max(roundQty(limit - others), 0),
      };
    }),
    rejection_reasons: rejectionReasons(locale),
  };
}

/**
 * grn: disbursement-form-data: what each stock line of the receipt may issue now (its free quantity
 * within the warehouse's available stock) and the project items of the receipt's project.
 */
export async function receiptDisbursementFormData(caller: StaffCaller, id: number, locale: Locale) {
  const receipt = await scopedReceipt(caller, id);
  if (receipt.status !== 'posted') throw new ConflictError('goods_receipts.cancelled');
  const [record, items] = await Promise.all([
    receiptRecord(receipt, locale),
    listPage(PROJECT_ITEM, 1, FORM_OPTIONS, { filters: { project_id: receipt.project_id } }),
  ]);
  const lines = await Promise.all(
    record.lines
      .filter((line) => line.is_stock_item)
      .map(async (line) => {
        const { qty_available: available } = await stockBalance(line.material_id, receipt.warehouse_id);
        return {
          grn_line_id: line.id,
          material_id: line.material_id,
          material_code: line.material_code,
          material_name: line.material_name,
          unit: line.unit,
          free_qty: line.free_qty,
          available_qty: available,
          issuable_qty: Math.max(Math.min(line.free_qty, available), 0),
        };
      }),
  );
  return {
    receipt: { id: receipt.id, number: receipt.number, warehouse_id: receipt.warehouse_id },
    lines,
    project_items: items.items
      .filter((item) => item.is_active)
      .map((item) => ({
        id: item.id,
        code: item.code,
        name: locale === 'en' ? (item.name_en ?? item.name_ar) : item.name_ar,
        project_id: item.project_id,
      })),
  };
}
