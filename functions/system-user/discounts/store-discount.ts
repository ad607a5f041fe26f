import * as z from 'zod/mini';
import { DISCOUNT_TARGET_TYPES } from '../../../shared/domain/discounts/discount-rules';
import { DISCOUNT_TYPES, DISCOUNT_VALUE_TYPES } from '../../../shared/domain/discounts/discounts';
import { storeStaffDiscount } from '../../../shared/domain/discounts/staff-discounts';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  dateText,
  integerText,
  numberText,
  optionalIntegerText,
  requiredText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/crm/discounts: a discount asked for by the caller, stored `pending` and
 * sent to approval (its chain follows the value: see docs/staff-surface.md). `value` above 0, a
 * percentage at most 100; `max_value` caps a percentage's amount and bounds a fixed value;
 * `end_date` on or after `start_date`; `target_type` names which of `building_id`, `unit_id`,
 * `client_id` is required (each must exist; a building or unit in `project_id`).
 */
export const staffStoreDiscount = defineOperation(
  {
    method: 'POST',
    path: '/crm/discounts',
    operationId: 'staffStoreDiscount',
    summary: 'Discount: store',
    access: { kind: 'staff', ability: 'crm.discounts.manage' },
    response: { kind: 'single', record: 'Discount', created: true },
    body: z.object({
      name: requiredText(255),
      type: z.enum(DISCOUNT_TYPES),
      value_type: z.enum(DISCOUNT_VALUE_TYPES),
      value: numberText(),
      max_value: blankAsAbsent(numberText()),
      target_type: z.enum(DISCOUNT_TARGET_TYPES),
      project_id: integerText({ min: 1 }),
      building_id: optionalIntegerText({ min: 1 }),
      unit_id: optionalIntegerText({ min: 1 }),
      client_id: optionalIntegerText({ min: 1 }),
      start_date: dateText(),
      end_date: dateText(),
    }),
  },
  async ({ body, request }) => single(await storeStaffDiscount(staffCaller(request), body)),
);
