import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/goods-receipt-posting, on the demo data of
 * `npm start`: a receipt is posted against an issued order the local stack makes for it (20 t of
 * rebar and 500 bags of cement for the site store, warehouse 2), with 2 t of its rebar rejected,
 * and then updated. The cancel and the delete each take a receipt of their own the local stack
 * posts as the demo keeper (`goods-receipts/posted`).
 */
export const fixtures: LocalFixtures = {
  'purchase-orders/receivable': async () =>
    (await import('../../../infra/local/seed/goods-receipts')).receivableOrder(),
  'goods-receipts/posted': async () =>
    (await import('../../../infra/local/seed/goods-receipts')).postedReceipt(),
};

/** A request on a receipt the local stack posts for it (its id the path's `grn_id`). */
export const onPostedReceipt = (body: Record<string, string> = {}) => ({
  path: { grn_id: '{fixture}' },
  localFixture: 'goods-receipts/posted',
  postman: {
    path: { grn_id: '{{posted_grn_id}}' },
    ...(Object.keys(body).length > 0 ? { body } : {}),
    prerequest: fromLocalFixture('goods-receipts/posted', {
      posted_grn_id: 'id',
      posted_grn_rebar_line_id: 'rebar_grn_line_id',
    }),
  },
});

export const examples: ModuleExamples = {
  staffStoreGoodsReceipt: {
    headers: { 'Idempotency-Key': 'example-grn-of-the-receivable-order' },
    body: {
      purchase_order_id: '{fixture}',
      warehouse_id: '2',
      delivery_note_number: 'DN-5521',
      note: 'Unloaded at gate 2',
      lines:
        '[{"po_detail_id":{fixture:rebar_line_id},"received_qty":12,"rejected_qty":2,"rejection_reason":"Bent bars"},' +
        '{"po_detail_id":{fixture:cement_line_id},"received_qty":500}]',
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
  staffUpdateGoodsReceipt: {
    path: { grn_id: '{created:staffStoreGoodsReceipt}' },
    body: { delivery_note_number: 'DN-5521-A', note: 'Delivery note reissued by the supplier' },
  },
  staffCancelGoodsReceipt: { ...onPostedReceipt(), body: { reason: 'Posted against the wrong order' } },
  staffDeleteGoodsReceipt: onPostedReceipt(),
};
