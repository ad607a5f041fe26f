import { receiptDisbursementFormData } from '../../../shared/domain/goods-receipts/receipt-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { receiptPath } from '../goods-receipts/fields';

/**
 * GET {system_user_url}/purchasing/warehouse/grns/{grn_id}/disbursement-form-data: what each stock
 * line of a posted receipt may issue now (its free quantity within the warehouse's available
 * stock) and the project items of its project. A cancelled receipt: 409; outside the caller's
 * `warehouse` row scope: 404.
 */
export const staffGoodsReceiptDisbursementFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns/{grn_id}/disbursement-form-data',
    operationId: 'staffGoodsReceiptDisbursementFormData',
    summary: 'warehouse - grn: disbursement-form-data',
    response: { kind: 'single', record: 'GoodsReceiptDisbursementFormData', conflict: true },
    params: receiptPath,
  },
  async ({ params, request }) =>
    single(await receiptDisbursementFormData(staffCaller(request), params.grn_id, request.locale)),
);
