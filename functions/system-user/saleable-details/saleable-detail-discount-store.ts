import * as z from 'zod/mini';
import { DISCOUNT_TYPES, DISCOUNT_VALUE_TYPES } from '../../../shared/domain/discounts/discounts';
import {
  storeUnitDiscount,
  UNIT_DISCOUNT_TARGETS,
} from '../../../shared/domain/sales-support/browse-discount-store';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  dateText,
  numberText,
  optionalIntegerText,
  requiredText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/discounts: a discount on this
 * unit (`target_type` `unit`) or for a client in its project (`client`, with `client_id`), stored
 * `pending` and sent to approval by the staff discount store (its value rules and chains).
 */
export const staffSaleableDetailDiscountStore = defineOperation(
  {
    method: 'POST',
    path: '/sales-support/saleable-details/{unit_id}/discounts',
    operationId: 'staffSaleableDetailDiscountStore',
    summary: 'SalesSupportSaleableDetail: Discount Store',
    access: { kind: 'staff', ability: 'crm.discounts.manage' },
    response: { kind: 'single', record: 'Discount', created: true },
    params: unitPath,
    body: z.object({
      name: requiredText(255),
      type: z.enum(DISCOUNT_TYPES),
      value_type: z.enum(DISCOUNT_VALUE_TYPES),
      value: numberText(),
      max_value: blankAsAbsent(numberText()),
      target_type: z.enum(UNIT_DISCOUNT_TARGETS),
      client_id: optionalIntegerText({ min: 1 }),
      start_date: dateText(),
      end_date: dateText(),
    }),
  },
  async ({ params, body, request }) =>
    single(await storeUnitDiscount(staffCaller(request), params.unit_id, body)),
);
