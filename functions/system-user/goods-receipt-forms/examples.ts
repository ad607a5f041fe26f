import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/goods-receipt-forms, on the demo data of
 * `npm start`: the receipt form, the seeded order 1's lines, and the edit data of the receipt
 * goods-receipt-posting's store example posts.
 */
export const examples: ModuleExamples = {
  staffGoodsReceiptFormData: {},
  staffGoodsReceiptPoLines: { query: { purchase_order_id: '1' } },
  staffGoodsReceiptEditData: { path: { grn_id: '{created:staffStoreGoodsReceipt}' } },
};
