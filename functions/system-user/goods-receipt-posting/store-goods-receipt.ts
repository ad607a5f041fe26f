import * as z from 'zod/mini';
import { receiptRecord } from '../../../shared/domain/goods-receipts/receipt-records';
import { MAX_RECEIPT_LINES } from '../../../shared/domain/goods-receipts/receipt-rules';
import { storeReceipt } from '../../../shared/domain/goods-receipts/store-receipt';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { integerText, jsonList, optionalIntegerText } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, receiptHeader, receiptLine, receivedAt } from '../goods-receipts/fields';

/**
 * POST {system_user_url}/purchasing/warehouse/grns: posts a goods receipt of an issued (or partially
 * received) order into a warehouse (default the order's): `lines` (JSON) name order lines with
 * `received_qty`, `accepted_qty` and `rejected_qty` (Q5: they add up; a rejected part needs its
 * `rejection_reason` and never enters stock). Beyond the over-receipt allowance (Q4) 422 on the line
 * naming `max_allowed` and `reduce_by`, unless the caller holds `purchasing.warehouse.over-receive`.
 * One transaction: receipt, lines, stock and ledger, the order's lines, received value and status.
 * `Idempotency-Key` required.
 */
export const staffStoreGoodsReceipt = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/warehouse/grns',
    operationId: 'staffStoreGoodsReceipt',
    summary: 'warehouse - grn: store',
    access: manage,
    response: { kind: 'single', record: 'GoodsReceiptNote', created: true, conflict: true },
    body: z.object({
      purchase_order_id: integerText({ min: 1 }),
      warehouse_id: optionalIntegerText({ min: 1 }),
      ...receiptHeader,
      lines: jsonList(receiptLine, 1, MAX_RECEIPT_LINES),
    }),
  },
  async ({ body, request }) => {
    const viewer = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    const key = idempotentRequest('staffStoreGoodsReceipt', viewer.id, header, body);
    const receipt = await storeReceipt(
      viewer,
      {
        purchase_order_id: body.purchase_order_id,
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
