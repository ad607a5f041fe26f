import * as z from 'zod/mini';
import {
  MAX_RETURN_LINES,
  returnRequestRecord,
  storeReturnRequest,
} from '../../../shared/domain/return-requests/return-request-writes';
import { RETURN_REASONS } from '../../../shared/domain/return-requests/return-requests';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { integerText, listOf, numberText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/purchasing/return-requests: goods of a posted receipt (`grn_id`) sent
 * back to its supplier: `grn_line_ids[i]` with `quantities[i]` and `reasons[i]`, each within what
 * the line may still return (Q8) and its warehouse has available (Q6), 422 naming the line and the
 * limit. `RR-YYYY-NNNNNN`, `pending_acceptance` with the quantities held and the stock reserved,
 * its approval (the procurement manager) opened in the same transaction; approved, the stock
 * leaves at the receipt's price.
 */
export const staffStoreReturnRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/return-requests',
    operationId: 'staffStoreReturnRequest',
    summary: 'return-request: store',
    response: { kind: 'single', record: 'ReturnRequest', created: true, conflict: true, notFound: true },
    body: z.object({
      grn_id: integerText({ min: 1 }),
      note: optionalText(1000),
      grn_line_ids: listOf(integerText({ min: 1 }), MAX_RETURN_LINES).check(z.minLength(1)),
      quantities: listOf(numberText({ min: 0.001 }), MAX_RETURN_LINES).check(z.minLength(1)),
      reasons: listOf(z.enum(RETURN_REASONS), MAX_RETURN_LINES).check(z.minLength(1)),
    }),
  },
  async ({ body, request }) => {
    const size = body.grn_line_ids.length;
    for (const field of ['quantities', 'reasons'] as const)
      if (body[field].length !== size)
        throw ValidationError.forField(field, 'validation.size.array', { size });
    const stored = await storeReturnRequest(staffCaller(request), {
      grn_id: body.grn_id,
      note: body.note,
      lines: body.grn_line_ids.map((id, index) => ({
        grn_line_id: id,
        qty: body.quantities[index] as number,
        reason: body.reasons[index] as (typeof RETURN_REASONS)[number],
      })),
    });
    return single(await returnRequestRecord(stored, request.locale));
  },
);
