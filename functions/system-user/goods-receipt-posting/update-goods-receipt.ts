import * as z from 'zod/mini';
import { updateReceipt } from '../../../shared/domain/goods-receipts/change-receipt';
import { receiptRecord } from '../../../shared/domain/goods-receipts/receipt-records';
import { MAX_RECEIPT_LINES } from '../../../shared/domain/goods-receipts/receipt-rules';
import { single } from '../../../shared/http/envelopes';
import { jsonList } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, receiptHeader, receiptLine, receiptPath, receivedAt } from '../goods-receipts/fields';

/**
 * POST {system_user_url}/purchasing/warehouse/grns/{grn_id}/update: the header and the quantities
 * of the receipt's own lines (`lines`, JSON, by `po_detail_id`; lines not named are kept), while
 * nothing of it was issued, returned, billed or held (Q7, else 409). Q5 and Q4 as store; the
 * stock, the order lines and the order move by the difference only, in one transaction.
 */
export const staffUpdateGoodsReceipt = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/warehouse/grns/{grn_id}/update',
    operationId: 'staffUpdateGoodsReceipt',
    summary: 'warehouse - grn: update',
    access: manage,
    response: { kind: 'single', record: 'GoodsReceiptNote', conflict: true },
    params: receiptPath,
    body: z.object({
      ...receiptHeader,
      lines: z.optional(jsonList(receiptLine, 1, MAX_RECEIPT_LINES)),
    }),
  },
  async ({ params, body, request }) => {
    const receipt = await updateReceipt(staffCaller(request), params.grn_id, {
      delivery_note_number: body.delivery_note_number,
      received_at: receivedAt(body.received_on),
      note: body.note,
      lines: body.lines,
    });
    return single(await receiptRecord(receipt, request.locale));
  },
);
