import { getEntity, listPage, loadEntities } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOfHalalas } from '../money';
import { PURCHASE_ORDER } from '../purchasing/purchase-orders';
import { orderLines } from '../purchasing/record-lines';
import { payable, scopedOrder } from '../purchasing/staff-orders';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import { SUPPLY_ORDER_STATUSES, supplyRequestLines } from './supply-request-writes';
import type { SupplyRequestEntity } from './supply-requests';

/** Warehouses a form offers (one page: a company keeps a few). */
const WAREHOUSE_OPTIONS = 100;

/** The wire record of a supply request: its order, warehouse and lines by name, money in SAR. */
export async function supplyRequestRecord(request: SupplyRequestEntity, locale: Locale) {
  const lines = await supplyRequestLines(request);
  const loaded = await loadEntities([
    { type: WAREHOUSE, id: request.warehouse_id },
    { type: PURCHASE_ORDER, id: request.purchase_order_id },
    ...lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const warehouse = loaded.get(WAREHOUSE, request.warehouse_id);
  return {
    id: request.id,
    number: request.number,
    purchase_order_id: request.purchase_order_id,
    purchase_order_number: loaded.get(PURCHASE_ORDER, request.purchase_order_id)?.number ?? null,
    project_id: request.project_id,
    supplier_id: request.supplier_id,
    warehouse: warehouse ? { id: warehouse.id, name: warehouseName(warehouse, locale) } : null,
    requested_delivery_date: request.requested_delivery_date,
    note: request.note ?? null,
    status: request.status,
    lines: lines.map((line) => {
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        id: line.id,
        po_detail_id: line.po_detail_id,
        material_id: line.material_id,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        qty: line.qty,
        received_qty: line.received_qty,
        unit_price: sarOfHalalas(line.unit_price),
        vat_rate: line.vat_rate,
      };
    }),
    subtotal: sarOfHalalas(request.subtotal),
    vat: sarOfHalalas(request.vat),
    value: sarOfHalalas(request.value),
    payments_committed: sarOfHalalas(request.payments_committed),
    payment_room: sarOfHalalas(request.payment_room),
    paid: sarOfHalalas(request.paid),
    acceptance_id: request.acceptance_id ?? null,
    created_by_id: request.created_by_id,
    submitted_at: request.submitted_at ?? null,
    created_at: request.created_at,
    version: request.version,
  };
}

/**
 * supply request: get-form-data. The order's lines with what is still open to call off (Q3:
 * ordered − held by live supply requests − received outside them), the active warehouses (the
 * order's delivery warehouse first), and the order's payment state under M1 and M2 (SAR).
 */
export async function supplyRequestFormData(caller: StaffCaller, orderId: number, locale: Locale) {
  const order = await scopedOrder(caller, orderId);
  const details = await orderLines(order.id);
  const materials = await loadEntities(
    details.map((detail) => ({ type: MATERIAL, id: detail.material_id ?? undefined })),
  );
  const { items } = await listPage(WAREHOUSE, 1, WAREHOUSE_OPTIONS);
  const warehouses = items
    .filter((warehouse) => warehouse.is_active)
    .sort((a, b) => (a.id === order.warehouse_id ? -1 : b.id === order.warehouse_id ? 1 : a.id - b.id));
  const rooms = payable(await getEntity(PURCHASE_ORDER, order.id, 'purchase order'));
  return {
    purchase_order_id: order.id,
    purchase_order_number: order.number ?? null,
    status: order.status,
    can_request: (SUPPLY_ORDER_STATUSES as readonly string[]).includes(order.status),
    lines: details.map((detail) => {
      const material = materials.get(MATERIAL, detail.material_id ?? undefined);
      return {
        po_detail_id: detail.id,
        material_id: detail.material_id ?? null,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        ordered_qty: detail.ordered_qty ?? 0,
        received_qty: detail.received_qty ?? 0,
        supply_requested_qty: detail.supply_requested_qty ?? 0,
        open_qty: Math.max(detail.supply_open_qty ?? 0, 0),
        unit_price: sarOfHalalas(detail.unit_price ?? 0),
        vat_rate: detail.vat_rate ?? 15,
      };
    }),
    warehouses: warehouses.map((warehouse) => ({
      id: warehouse.id,
      name: warehouseName(warehouse, locale),
      kind: warehouse.kind,
    })),
    payment: {
      total: sarOfHalalas(order.total),
      payments_committed: sarOfHalalas(order.payments_committed ?? 0),
      remaining_under_total: sarOfHalalas(rooms.total),
      remaining_under_delivery: sarOfHalalas(rooms.deliverable),
      max_allowed: sarOfHalalas(rooms.most),
    },
  };
}
