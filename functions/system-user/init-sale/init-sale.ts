import * as z from 'zod/mini';
import { initSale, ORBON_METHODS } from '../../../shared/domain/sales-support/init-sale';
import { PURCHASE_METHODS } from '../../../shared/domain/sales-support/solvency';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  numberText,
  optionalDateText,
  optionalIntegerText,
  text,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, pricingChoice, unitParams } from './fields';

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale: turns the unit's
 * accepted booking into a `draft` sale in one transaction (price snapshot, payment plan, earnest
 * money received with its receipt, booking converted, unit sold, waiting booking cancelled). 409 without an accepted
 * booking in its init deadline or when the unit has a sale; 422 on the pricing choice, the plan, or
 * a client without national id or phone.
 */
export const staffInitSale = defineOperation(
  {
    method: 'POST',
    path: initSalePath,
    operationId: 'staffInitSale',
    summary: 'SalesSupportInitsale: init sale',
    response: { kind: 'single', record: 'InitSaleSale', created: true, conflict: true },
    params: unitParams,
    body: z.object({
      purchase_method: z.enum(PURCHASE_METHODS),
      ...pricingChoice,
      down_payment: blankAsAbsent(numberText({ min: 0 })),
      down_payment_due_date: optionalDateText(),
      balance_due_date: optionalDateText(),
      orbon_method: z.optional(z.enum(ORBON_METHODS)),
      orbon_reference_no: blankAsAbsent(text(100)),
      // A bank purchase's financing bank (default: the booking's solvency's); its bank stages start.
      bank_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await initSale(caller, caller, params.unit_id, body));
  },
);
