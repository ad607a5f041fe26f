import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/goods-receipts, on the demo data of
 * `npm start`: the index of the site store (warehouse 2), and the receipt goods-receipt-posting's
 * store example posts.
 */
export const examples: ModuleExamples = {
  staffListGoodsReceipts: { query: { warehouse_id: '2', per_page: '5' } },
  staffShowGoodsReceipt: { path: { grn_id: '{created:staffStoreGoodsReceipt}' } },
};
