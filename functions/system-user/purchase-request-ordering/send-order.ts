import * as z from 'zod/mini';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { sendOrder } from '../../../shared/domain/purchasing/send-order';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, listOf, optionalIntegerText, optionalText, text } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { requestPath } from './fields';

/** `<request line id>:<supply agreement id>[:<qty>]`. */
const agreementLine = () =>
  z.pipe(
    text(60),
    z.transform((value, context) => {
      const match = /^(\d{1,12}):(\d{1,12})(?::(\d{1,9}(?:\.\d{1,3})?))?$/.exec(value);
      if (!match) {
        context.issues.push({ code: 'custom', message: 'validation.regex', input: value });
        return z.NEVER;
      }
      return {
        request_details_id: Number(match[1]),
        supply_agreement_id: Number(match[2]),
        qty: match[3] === undefined ? undefined : Number(match[3]),
      };
    }),
  );

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/send-order: one
 * purchase order (`PO-YYYY-NNNNNN`) per awarded supplier of the request's approved comparison, or
 * per supply agreement named by `agreement_lines[]` (`<request line>:<agreement>[:<qty>]`: an
 * agreement skips the comparison). Each order in one transaction: Q1 (no request line ordered
 * beyond its quantity) and B1 (the project item's remaining budget; short, the order waits
 * `pending_budget` with a raise budget of the shortfall submitted). `Idempotency-Key` required: a
 * retry answers the request's orders.
 */
export const staffSendOrder = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/send-order',
    operationId: 'staffSendOrder',
    summary: 'Purchase Request: send-order',
    response: { kind: 'single', record: 'PurchaseOrdersSent', created: true, conflict: true },
    params: requestPath,
    body: z.object({
      agreement_lines: z.optional(listOf(agreementLine(), 20)),
      advance_pct: optionalIntegerText({ min: 0, max: 100 }),
      pay_against: blankAsAbsent(z.enum(['receipt', 'invoice'])),
      warehouse_id: optionalIntegerText({ min: 1 }),
      note: optionalText(2000),
    }),
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    // Keys are per request: one key sent for two requests makes two orders.
    const key = idempotentRequest(`staffSendOrder#${params.purchase_request_id}`, viewer.id, header, {
      purchase_request_id: params.purchase_request_id,
      ...body,
    });
    return single(
      await sendOrder(viewer, params.purchase_request_id, { ...body, note: body.note ?? undefined }, key),
    );
  },
);
