import * as z from 'zod/mini';
import { listPurchaseOrders } from '../../../shared/domain/purchasing/list-purchase-orders';
import { page } from '../../../shared/http/envelopes';
import { filterText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-orders: PurchaseOrder records, newest first; optional `status` filter. */
export const systemListPurchaseOrders = defineOperation(
  {
    method: 'GET',
    path: '/purchase-orders',
    operationId: 'systemListPurchaseOrders',
    summary: 'Purchase Orders: index',
    response: { kind: 'list', record: 'PurchaseOrder' },
    query: z.object({ ...paginationQuery, status: filterText(50) }),
  },
  async ({ query, request }) =>
    page(
      await listPurchaseOrders({
        ...request.page,
        status: query.status,
      }),
      request,
    ),
);
