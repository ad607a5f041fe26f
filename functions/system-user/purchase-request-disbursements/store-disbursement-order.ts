import * as z from 'zod/mini';
import { disbursementOrderRecord } from '../../../shared/domain/disbursements/disbursement-records';
import {
  MAX_DISBURSEMENT_LINES,
  storeRequestDisbursement,
} from '../../../shared/domain/disbursements/request-disbursement';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { idParameter, integerText, listOf, numberText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/disbursement-orders: fills
 * lines of an approved request from a warehouse's stock. `request_details_ids[i]` with
 * `quantities[i]` name a request line and a quantity within what the request still needs (Q1) and what the warehouse has available (Q6):
 * the order is created `pending_acceptance` with the stock reserved and its approval (the project's
 * manager) opened, in one transaction; approved, the stock is issued.
 */
export const staffStoreDisbursementOrder = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/disbursement-orders',
    operationId: 'staffStoreDisbursementOrder',
    summary: 'Purchase Request: disbursement-order-store',
    response: { kind: 'single', record: 'DisbursementOrder', created: true, conflict: true },
    params: z.object({ purchase_request_id: idParameter() }),
    body: z.object({
      warehouse_id: integerText({ min: 1 }),
      note: optionalText(1000),
      request_details_ids: listOf(integerText({ min: 1 }), MAX_DISBURSEMENT_LINES).check(z.minLength(1)),
      quantities: listOf(numberText({ min: 0.01 }), MAX_DISBURSEMENT_LINES).check(z.minLength(1)),
    }),
  },
  async ({ params, body, request }) => {
    if (body.quantities.length !== body.request_details_ids.length)
      throw ValidationError.forField('quantities', 'validation.size.array', {
        size: body.request_details_ids.length,
      });
    const lines = body.request_details_ids.map((id, index) => ({
      request_details_id: id,
      qty: body.quantities[index] as number,
    }));
    const order = await storeRequestDisbursement(staffCaller(request), params.purchase_request_id, {
      warehouse_id: body.warehouse_id,
      note: body.note,
      lines,
    });
    return single(await disbursementOrderRecord(order, request.locale));
  },
);
