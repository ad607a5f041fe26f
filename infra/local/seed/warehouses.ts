import { updateEntity } from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import { halalasOfSar } from '../../../shared/domain/money';
import { USER } from '../../../shared/domain/users/users';
import { addWarehouse } from '../../../shared/domain/warehouse/add-warehouse';
import { receiveStock } from '../../../shared/domain/warehouse/stock';
import { ConflictError } from '../../../shared/errors';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { daysFromNow } from './time';

/** The opening stock (SAR per unit): rebar, cement and blocks in the main store; rebar and wire on site. */
const OPENING_STOCK: Array<{ warehouse: 'main' | 'site'; material: number; qty: number; cost: number }> = [
  { warehouse: 'main', material: 205, qty: 25, cost: 1750 },
  { warehouse: 'main', material: 103, qty: 800, cost: 16.5 },
  { warehouse: 'main', material: 301, qty: 5000, cost: 3.2 },
  { warehouse: 'site', material: 205, qty: 8, cost: 1791.25 },
  { warehouse: 'site', material: 207, qty: 40, cost: 42 },
];

/**
 * The demo warehouses (STAFF-DOMAIN-2 1.9): the main store (id 1) and demo project 1's site store
 * (id 2), both kept by the demo warehouse keeper (their `warehouses` scope), with an opening stock
 * received through the stock moves (balance and ledger entry each).
 */
export async function seedWarehouses(people: SeededPeople, property: SeededProperty) {
  const keeper = people.roleUsers.warehouse_keeper;
  const project = property.projects[0] as { id: number };
  const main = await addWarehouse({
    name_ar: 'المستودع الرئيسي - الرياض',
    name_en: 'Main store, Riyadh',
    kind: 'main',
    keeper_user_id: keeper?.id ?? null,
  });
  const site = await addWarehouse({
    name_ar: 'مستودع موقع المشروع',
    name_en: 'Project site store',
    kind: 'site',
    project_id: project.id,
    keeper_user_id: keeper?.id ?? null,
  });
  if (keeper)
    await updateEntity(USER, keeper.id, { warehouse_ids: [main.id, site.id] }, { recordName: 'user' });
  const at = daysFromNow(-30);
  for (const line of OPENING_STOCK) {
    const warehouseId = line.warehouse === 'main' ? main.id : site.id;
    const items = await receiveStock(
      {
        material_id: line.material,
        warehouse_id: warehouseId,
        qty: line.qty,
        unit_cost: halalasOfSar(line.cost),
      },
      { type: 'opening', id: warehouseId },
      at,
    );
    await transact(items, () => new ConflictError());
  }
  return { main, site };
}
