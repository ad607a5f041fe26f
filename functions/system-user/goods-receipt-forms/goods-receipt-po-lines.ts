import * as z from 'zod/mini';
import { receiptOrderLines } from '../../../shared/domain/goods-receipts/receipt-forms';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/purchasing/warehouse/grns/po-lines?purchase_order_id=&supply_request_id=:
 * the order's lines as a receipt sees them (Q4): ordered, received, returned, remaining, the
 * over-receipt allowance, `max_allowed` and what may still be accepted; under a supply request, its
 * open quantity per line. An unknown order (or a supply request of another order): 404.
 */
export const staffGoodsReceiptPoLines = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns/po-lines',
    operationId: 'staffGoodsReceiptPoLines',
    summary: 'warehouse - grn: GoodsReceiptNoteGetPoLinesAction',
    response: { kind: 'single', record: 'GoodsReceiptPoLines', notFound: true },
    query: z.object({
      purchase_order_id: integerText({ min: 1 }),
      supply_request_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    single(await receiptOrderLines(query.purchase_order_id, query.supply_request_id, request.locale)),
);
