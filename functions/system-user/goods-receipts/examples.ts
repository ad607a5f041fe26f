import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/goods-receipts, on the demo data of
 * `npm start`: a receipt is posted against an issued order the local stack makes for it (20 t of
 * rebar and 500 bags of cement for the site store, warehouse 2), with 2 t of its rebar rejected;
 * the other examples read and change that receipt.
 */
export const fixtures: LocalFixtures = {
  'purchase-orders/receivable': async () =>
    (await import('../../../infra/local/seed/goods-receipts')).receivableOrder(),
};

export const examples: ModuleExamples = {
  staffListGoodsReceipts: { query: { warehouse_id: '2', per_page: '5' } },
  staffStoreGoodsReceipt: {
    headers: { 'Idempotency-Key': 'example-grn-of-the-receivable-order' },
    body: {
      purchase_order_id: '{fixture}',
      warehouse_id: '2',
      delivery_note_number: 'DN-5521',
      note: 'Unloaded at gate 2',
      lines: '{fixture:receipt_lines}',
    },
    localFixture: 'purchase-orders/receivable',
    postman: {
      body: { purchase_order_id: '{{receivable_order_id}}', lines: '{{receivable_order_lines}}' },
      prerequest: fromLocalFixture('purchase-orders/receivable', {
        receivable_order_id: 'id',
        receivable_order_lines: 'receipt_lines',
      }),
    },
  },
  staffShowGoodsReceipt: { path: { grn_id: '{created:staffStoreGoodsReceipt}' } },
};
