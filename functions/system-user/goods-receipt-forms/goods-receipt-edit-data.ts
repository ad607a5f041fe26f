import { receiptEditData } from '../../../shared/domain/goods-receipts/receipt-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { receiptPath } from '../goods-receipts/fields';

/**
 * GET {system_user_url}/purchasing/warehouse/grns/{grn_id}/edit-data: the receipt, whether it may
 * still be edited (Q7: posted, nothing issued, returned, billed or held), each line's bound (the
 * most it may accept after the edit, Q4; null with the over-receive ability) and the rejection
 * reasons. Outside the caller's `warehouse` row scope: 404.
 */
export const staffGoodsReceiptEditData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns/{grn_id}/edit-data',
    operationId: 'staffGoodsReceiptEditData',
    summary: 'warehouse - grn: edit data',
    response: { kind: 'single', record: 'GoodsReceiptEditData' },
    params: receiptPath,
  },
  async ({ params, request }) =>
    single(await receiptEditData(staffCaller(request), params.grn_id, request.locale)),
);
