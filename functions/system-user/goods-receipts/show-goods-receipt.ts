import { showReceipt } from '../../../shared/domain/goods-receipts/receipt-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { receiptPath } from './fields';

/**
 * GET {system_user_url}/purchasing/warehouse/grns/{grn_id}: the receipt with its order, warehouse,
 * supplier and lines (received, accepted, rejected with reason, issued, returned, billed, free),
 * money in SAR, and whether it may still be updated, cancelled or deleted (Q7). Outside the
 * caller's `warehouse` row scope: 404.
 */
export const staffShowGoodsReceipt = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns/{grn_id}',
    operationId: 'staffShowGoodsReceipt',
    summary: 'warehouse - grn: show',
    response: { kind: 'single', record: 'GoodsReceiptNote' },
    params: receiptPath,
  },
  async ({ params, request }) =>
    single(await showReceipt(staffCaller(request), params.grn_id, request.locale)),
);
