import { ValidationError } from '../../errors';
import { applicableDiscounts } from '../discounts/applicable-discounts';
import type { DiscountEntity } from '../discounts/discounts';
import { halalasOfSar } from '../money';
import type { UnitEntity } from '../units/units';
import { type DiscountLevel, discountsStack, type PricedDiscount } from './pricing';

const LEVEL: Record<string, DiscountLevel> = {
  project: 'project',
  building: 'project',
  unit: 'unit',
  client: 'unit',
};

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
    (await applicableDiscounts(unit, clientId, new Date())).map((discount) => [discount.id, discount]),
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
