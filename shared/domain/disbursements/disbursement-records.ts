import { loadEntities } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import { MATERIAL, materialName } from '../materials/materials';
import { sarOrNull } from '../money';
import { WAREHOUSE, warehouseName } from '../warehouse/warehouses';
import type { DisbursementOrderEntity } from './disbursement-orders';

/** The wire record of a disbursement order: its warehouse and each line's material by name, costs in SAR. */
export async function disbursementOrderRecord(order: DisbursementOrderEntity, locale: Locale) {
  const loaded = await loadEntities([
    { type: WAREHOUSE, id: order.warehouse_id },
    ...order.lines.map((line) => ({ type: MATERIAL, id: line.material_id })),
  ]);
  const warehouse = loaded.get(WAREHOUSE, order.warehouse_id);
  return {
    id: order.id,
    number: order.number,
    source: order.source,
    source_id: order.source_id,
    warehouse: warehouse ? { id: warehouse.id, name: warehouseName(warehouse, locale) } : null,
    project_id: order.project_id,
    project_item_id: order.project_item_id,
    lines: order.lines.map((line) => {
      const material = loaded.get(MATERIAL, line.material_id);
      return {
        request_details_id: line.request_details_id,
        material_id: line.material_id,
        material_code: material?.code ?? null,
        material_name: material ? materialName(material, locale) : null,
        unit: material?.unit ?? null,
        qty: line.qty,
        unit_cost: sarOrNull(line.unit_cost),
      };
    }),
    status: order.status as 'pending_acceptance' | 'issued' | 'rejected' | 'cancelled',
    note: order.note,
    requested_by_id: order.requested_by_id,
    acceptance_id: order.acceptance_id,
    issued_at: order.issued_at,
    created_at: order.created_at,
  };
}
