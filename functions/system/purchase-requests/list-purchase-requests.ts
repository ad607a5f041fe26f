import * as z from 'zod/mini';
import { listPurchaseRequests } from '../../../shared/domain/purchasing/purchase-requests';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery, statusAndProjectQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-requests: PurchaseRequest records, newest first; `status` and `project_id` filters. */
export const systemListPurchaseRequests = defineOperation(
  {
    method: 'GET',
    path: '/purchase-requests',
    operationId: 'systemListPurchaseRequests',
    summary: 'Purchase Requests: index',
    response: { kind: 'list', record: 'PurchaseRequest' },
    query: z.object({ ...paginationQuery, ...statusAndProjectQuery }),
  },
  async ({ query, request }) =>
    page(
      await listPurchaseRequests({
        ...request.page,
        filters: query,
      }),
      request,
    ),
);
