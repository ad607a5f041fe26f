import { listPage } from '../../db/entity-store';
import { riyadhDay } from '../home/riyadh-day';
import type { UnitEntity } from '../units/units';
import { DISCOUNT, type DiscountEntity } from './discounts';

/**
 * The most active discounts one project is read with: one page of the project's active list. A
 * project runs a handful at a time; this bounds the read whatever the table holds.
 */
export const PROJECT_DISCOUNTS_READ = 100;

/** Whether an active discount's target is this unit (its project, building or itself) or this client. */
function targets(discount: DiscountEntity, unit: UnitEntity, clientId: number | null): boolean {
  switch (discount.target_type) {
    case 'building':
      return discount.building_id === unit.building_id;
    case 'unit':
      return discount.unit_id === unit.id;
    case 'client':
      return clientId !== null && discount.client_id === clientId;
    default:
      return discount.project_id === unit.project_id;
  }
}

/** Whether the discount's days (inclusive, Riyadh) cover `day`. */
const covers = (discount: DiscountEntity, day: string) =>
  (discount.start_date ?? '').slice(0, 10) <= day && day <= (discount.end_date ?? '9999-12-31').slice(0, 10);

/**
 * The discounts that apply to the unit (and to the client who holds or buys it, if any) on the
 * Riyadh day of `at` (STAFF-DOMAIN 5.5): active (`approved`), of the unit's project, targeting the
 * project, the unit's building, the unit or the client. One page of the project's active list, in
 * its order, never the table. The offer, the unit's discounts tab and init sale all read these.
 */
export async function applicableDiscounts(
  unit: UnitEntity,
  clientId: number | null,
  at: Date,
): Promise<DiscountEntity[]> {
  const { items } = await listPage(DISCOUNT, 1, PROJECT_DISCOUNTS_READ, {
    filters: { project_id: unit.project_id, status: 'approved' },
  });
  const day = riyadhDay(at);
  return items.filter((discount) => targets(discount, unit, clientId) && covers(discount, day));
}
