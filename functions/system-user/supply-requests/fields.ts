import * as z from 'zod/mini';
import {
  MAX_SUPPLY_LINES,
  type SupplyLineInput,
} from '../../../shared/domain/supply-requests/supply-request-writes';
import { ValidationError } from '../../../shared/errors';
import { idParameter, integerText, listOf, numberText } from '../../../shared/http/fields';

/** The path of one order (the form data and the store). */
export const orderPath = z.object({ purchase_order_id: idParameter() });
/** The path of one supply request. */
export const supplyRequestPath = z.object({ supply_request_id: idParameter() });

/** The lines of a form: `po_detail_ids[i]` called off by `quantities[i]`. */
export const lineFields = {
  po_detail_ids: listOf(integerText({ min: 1 }), MAX_SUPPLY_LINES).check(z.minLength(1)),
  quantities: listOf(numberText({ min: 0.001 }), MAX_SUPPLY_LINES).check(z.minLength(1)),
};

/** The lines paired, or 422 on `quantities` when the two lists differ in length. */
export function pairedLines(ids: number[], quantities: number[]): SupplyLineInput[] {
  if (quantities.length !== ids.length)
    throw ValidationError.forField('quantities', 'validation.size.array', { size: ids.length });
  return ids.map((id, index) => ({ po_detail_id: id, qty: quantities[index] as number }));
}
