import * as z from 'zod/mini';
import { receiptRecord } from '../../../shared/domain/goods-receipts/receipt-records';
import { MAX_RECEIPT_LINES } from '../../../shared/domain/goods-receipts/receipt-rules';
import { storeSupplyRequestReceipt } from '../../../shared/domain/goods-receipts/supply-request-receipt';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { idParameter, jsonList, optionalIntegerText } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { receiptHeader, receiptLine, receivedAt } from '../goods-receipts/fields';

/**
 * POST {system_user_url}/purchasing/supply-requests/{supply_request_id}/grns: posts a goods receipt
 * under an approved (or partially received) supply request, into its warehouse unless
 * `warehouse_id` names another: the store's rules (Q4, Q5) and each line within the request's open
 * quantity; `lines` (JSON, as the store's) default to every line's open quantity, all accepted.
 * The request's received quantities and status move in the receipt's transaction.
 * `Idempotency-Key` required.
 */
export const staffStoreSupplyRequestReceipt = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/supply-requests/{supply_request_id}/grns',
    operationId: 'staffStoreSupplyRequestReceipt',
    summary: 'purchase order supply request: create-grn',
    response: { kind: 'single', record: 'GoodsReceiptNote', created: true, conflict: true },
    params: z.object({ supply_request_id: idParameter() }),
    body: z.object({
      warehouse_id: optionalIntegerText({ min: 1 }),
      ...receiptHeader,
      lines: z.optional(jsonList(receiptLine, 1, MAX_RECEIPT_LINES)),
    }),
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    const key = idempotentRequest(
      `staffStoreSupplyRequestReceipt#${params.supply_request_id}`,
      viewer.id,
      header,
      body,
    );
    const receipt = await storeSupplyRequestReceipt(
      viewer,
      params.supply_request_id,
      {
        warehouse_id: body.warehouse_id,
        delivery_note_number: body.delivery_note_number,
        received_at: receivedAt(body.received_on),
        note: body.note ?? undefined,
        lines: body.lines,
      },
      key,
    );
    return single(await receiptRecord(receipt, request.locale));
  },
);
