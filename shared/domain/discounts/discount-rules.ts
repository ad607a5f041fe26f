import type { FieldMessage, FieldMessages } from '../../errors';

/** What a discount may target; the target names which of its ids the discount keeps. */
export const DISCOUNT_TARGET_TYPES = ['project', 'building', 'unit', 'client'] as const;
export type DiscountTargetType = (typeof DISCOUNT_TARGET_TYPES)[number];

/** A discount as a staff member asks for it (values already parsed from the form). */
export interface DiscountRequest {
  name: string;
  type: string;
  value_type: 'percentage' | 'fixed';
  value: number;
  max_value?: number | undefined;
  target_type: DiscountTargetType;
  project_id: number;
  building_id?: number | undefined;
  unit_id?: number | undefined;
  client_id?: number | undefined;
  /** YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
}

/** The largest percentage a discount may take. */
export const MAX_DISCOUNT_PERCENTAGE = 100;

/** The id a target type requires besides the project. */
const TARGET_ID: Record<DiscountTargetType, keyof DiscountRequest | null> = {
  project: null,
  building: 'building_id',
  unit: 'unit_id',
  client: 'client_id',
};

/**
 * The value rules of a discount (STAFF-DOMAIN 5.5), every failing field at once: the value above
 * zero, a percentage at most 100, `max_value` (the cap on a percentage's amount, the ceiling of a
 * fixed value) above zero, the end on or after the start (dates inclusive: a one-day discount
 * starts and ends on its day), and the target's id when the target type needs one.
 */
export function discountRuleErrors(request: DiscountRequest): FieldMessages {
  const errors: FieldMessages = {};
  const add = (field: string, message: FieldMessage) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (request.value <= 0) add('value', { key: 'validation.gt.numeric', params: { value: 0 } });
  else if (request.value_type === 'percentage' && request.value > MAX_DISCOUNT_PERCENTAGE)
    add('value', { key: 'validation.max.numeric', params: { max: MAX_DISCOUNT_PERCENTAGE } });
  else if (
    request.value_type === 'fixed' &&
    request.max_value !== undefined &&
    request.max_value > 0 &&
    request.value > request.max_value
  )
    add('value', { key: 'validation.max.numeric', params: { max: request.max_value } });
  if (request.max_value !== undefined && request.max_value <= 0)
    add('max_value', { key: 'validation.gt.numeric', params: { value: 0 } });
  if (request.end_date < request.start_date)
    add('end_date', { key: 'validation.after_or_equal', params: { date: 'start date' } });
  const targetId = TARGET_ID[request.target_type];
  if (targetId && request[targetId] === undefined)
    add(targetId, {
      key: 'validation.required_if',
      params: { other: 'target type', value: request.target_type },
    });
  return errors;
}
