import { receiptFormData } from '../../../shared/domain/goods-receipts/receipt-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/warehouse/grns/form-data: the receipt form's choices: the
 * active warehouses the caller may receive into (their `warehouse` row scope), the orders goods may
 * be received against (issued or partially received), the rejection reasons, and whether the
 * caller may receive beyond the over-receipt allowance.
 */
export const staffGoodsReceiptFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns/form-data',
    operationId: 'staffGoodsReceiptFormData',
    summary: 'warehouse - grn: form-data',
    response: { kind: 'single', record: 'GoodsReceiptFormData' },
  },
  async ({ request }) => single(await receiptFormData(staffCaller(request), request.locale)),
);
