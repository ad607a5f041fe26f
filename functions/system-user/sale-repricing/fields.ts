import * as z from 'zod/mini';
import { dateText, listOf, numberText, optionalIntegerText } from '../../../shared/http/fields';

export { saleParams, salePath } from '../sale-settings/fields';

/** The most lines a reschedule may ask for (five years of monthly installments). */
export const MAX_RESCHEDULE_LINES = 60;

/** New plan lines as parallel lists: `due_dates[i]` with `amounts[i]` (SAR); one amount fewer leaves the last line the rest. */
export const rescheduleBody = z.object({
  due_dates: listOf(dateText(), MAX_RESCHEDULE_LINES).check(z.minLength(1)),
  amounts: z.optional(listOf(numberText({ min: 0.01 }), MAX_RESCHEDULE_LINES)),
  /** The plan version the form was filled from: when sent, a plan changed since answers 409. */
  plan_version: optionalIntegerText({ min: 1 }),
});
