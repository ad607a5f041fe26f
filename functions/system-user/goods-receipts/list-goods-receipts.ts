import * as z from 'zod/mini';
import { listReceipts } from '../../../shared/domain/goods-receipts/receipt-records';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { receiptFilters } from './fields';

/**
 * GET {system_user_url}/purchasing/warehouse/grns: the receipts in the caller's `warehouse` row
 * scope (a keeper sees their warehouses), newest first, by any of `warehouse_id`,
 * `purchase_order_id`, `supplier_id`, `supply_request_id`, `status`. Money in SAR.
 */
export const staffListGoodsReceipts = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/warehouse/grns',
    operationId: 'staffListGoodsReceipts',
    summary: 'warehouse - grn: index',
    response: { kind: 'list', record: 'GoodsReceiptNoteRow' },
    query: z.object({ ...paginationQuery, ...receiptFilters }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(
      await listReceipts(staffCaller(request), { ...request.page, filters, locale: request.locale }),
      request,
    ),
);
