import * as z from 'zod/mini';
import { cancelReceipt } from '../../../shared/domain/goods-receipts/change-receipt';
import { receiptRecord } from '../../../shared/domain/goods-receipts/receipt-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, reasonField, receiptPath } from '../goods-receipts/fields';

/**
 * POST {system_user_url}/purchasing/warehouse/grns/{grn_id}/cancel: cancels a posted receipt
 * nothing of which was issued, returned, billed or held (Q7, else 409), with its `reason`: its
 * stock leaves again (reversing ledger entries; 409 when it is no longer available), and the order's
 * lines, received value and receipt status are reversed, in one transaction.
 */
export const staffCancelGoodsReceipt = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/warehouse/grns/{grn_id}/cancel',
    operationId: 'staffCancelGoodsReceipt',
    summary: 'warehouse - grn: grn cancel',
    access: manage,
    response: { kind: 'single', record: 'GoodsReceiptNote', conflict: true },
    params: receiptPath,
    body: z.object(reasonField),
  },
  async ({ params, body, request }) =>
    single(
      await receiptRecord(
        await cancelReceipt(staffCaller(request), params.grn_id, body.reason),
        request.locale,
      ),
    ),
);
