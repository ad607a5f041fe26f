import type { StaffCaller } from '../callers/callers';
import type { DiscountRequest } from '../discounts/discount-rules';
import { storeStaffDiscount } from '../discounts/staff-discounts';
import { browsableUnit } from './browse-scope';

/** The targets a discount asked for from a unit's page may take. */
export const UNIT_DISCOUNT_TARGETS = ['unit', 'client'] as const;

/** A discount asked for on a unit: the staff discount without its project and unit, which the unit gives. */
export type UnitDiscountRequest = Omit<
  DiscountRequest,
  'project_id' | 'unit_id' | 'building_id' | 'target_type'
> & {
  target_type: (typeof UNIT_DISCOUNT_TARGETS)[number];
};

/**
 * Discount Store on a saleable detail: a unit-level discount (this unit) or a client-level one
 * (`client_id`, in the unit's project), stored `pending` and sent to approval by the staff
 * discount store (its rules, its chain, its clean-up when no reviewer takes it). 404 for a unit
 * out of view.
 */
export async function storeUnitDiscount(viewer: StaffCaller, unitId: number, request: UnitDiscountRequest) {
  const unit = await browsableUnit(viewer, unitId);
  return storeStaffDiscount(viewer, {
    ...request,
    project_id: unit.project_id,
    unit_id: request.target_type === 'unit' ? unit.id : undefined,
    client_id: request.target_type === 'client' ? request.client_id : undefined,
  });
}
