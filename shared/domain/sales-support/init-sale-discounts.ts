import { listPage } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { DISCOUNT, type DiscountEntity } from '../discounts/discounts';
import { riyadhDay } from '../home/riyadh-day';
import { halalasOfSar } from '../money';
import type { UnitEntity } from '../units/units';
import { type DiscountLevel, discountsStack, type PricedDiscount } from './pricing';

/**
 * The most active discounts one project is read with: one page of the project's active list. A
 * project runs a handful at a time; this bounds the read whatever the table holds.
 */
export const PROJECT_DISCOUNTS_READ = 100;

const LEVEL: Record<string, DiscountLevel> = {
  project: 'project',
  building: 'project',
  unit: 'unit',
  client: 'unit',
};

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
  (discount.start_date === null || discount.start_date.slice(0, 10) <= day) &&
  (discount.end_date === null || discount.end_date.slice(0, 10) >= day);

/**
 * The discounts a sale of the unit to the client may take today (STAFF-DOMAIN 5.5): active
 * (`approved`), on the unit's project, targeting the project, the unit's building, the unit or the
 * client, with dates covering today. One read of the project's active list.
 */
export async function applicableDiscounts(unit: UnitEntity, clientId: number | null, now = new Date()) {
  const { items } = await listPage(DISCOUNT, 1, PROJECT_DISCOUNTS_READ, {
    filters: { project_id: unit.project_id, status: 'approved' },
  });
  const today = riyadhDay(now);
  return items.filter((discount) => targets(discount, unit, clientId) && covers(discount, today));
}

/** A stored discount as pricing reads it (its SAR values in halalas). */
export function pricedDiscount(discount: DiscountEntity): PricedDiscount {
  const percentage = discount.value_type === 'percentage';
  const value = Number(discount.value ?? 0);
  return {
    discount_id: discount.id,
    name: discount.name,
    level: LEVEL[discount.target_type ?? 'project'] ?? 'project',
    value_type: percentage ? 'percentage' : 'fixed',
    value: percentage ? value : halalasOfSar(value),
    max_value: discount.max_value ? halalasOfSar(Number(discount.max_value)) : null,
  };
}

/**
 * The chosen discounts, each applicable to this sale (else 422 on `discount_ids`), at most one per
 * level (else 422), in the order chosen.
 */
export async function chosenDiscounts(
  unit: UnitEntity,
  clientId: number | null,
  discountIds: number[],
): Promise<PricedDiscount[]> {
  if (discountIds.length === 0) return [];
  const applicable = new Map(
    (await applicableDiscounts(unit, clientId)).map((discount) => [discount.id, discount]),
  );
  const unique = [...new Set(discountIds)];
  const chosen = unique.map((id) => applicable.get(id));
  if (chosen.some((discount) => discount === undefined))
    throw ValidationError.forField('discount_ids', 'validation.exists');
  const priced = (chosen as DiscountEntity[]).map(pricedDiscount);
  if (!discountsStack(priced))
    throw ValidationError.forField('discount_ids', 'init_sale.discounts_do_not_stack');
  return priced;
}
