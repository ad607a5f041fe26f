import type { ModuleExamples } from '../../../infra/openapi/request-examples';
import { onPostedReceipt } from '../goods-receipt-posting/examples';

/**
 * A working request for each operation of system-user/goods-receipt-disbursements, on the demo
 * data of `npm start`: the form of the receipt goods-receipt-posting's store example posts, and 4 t
 * of rebar asked from a receipt the local stack posts as the demo keeper (`goods-receipts/posted`).
 */
export const examples: ModuleExamples = {
  staffGoodsReceiptDisbursementFormData: { path: { grn_id: '{created:staffStoreGoodsReceipt}' } },
  staffStoreGoodsReceiptDisbursement: {
    ...onPostedReceipt({ 'grn_line_ids[]': '{{posted_grn_rebar_line_id}}' }),
    body: {
      note: 'Columns of level 3',
      'grn_line_ids[]': '{fixture:rebar_grn_line_id}',
      'quantities[]': '4',
    },
  },
};
