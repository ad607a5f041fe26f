import * as z from 'zod/mini';
import {
  listPurchaseRequests,
  showPurchaseRequest,
} from '../../../shared/domain/purchasing/purchase-requests';
import { page, single } from '../../../shared/http/envelopes';
import { idParameter, paginationQuery, statusAndProjectQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/** GET /system/purchase-requests: PurchaseRequest records, newest first; `status` and `project_id` filters. */
export const systemListPurchaseRequests = defineOperation(
  {
    response: { kind: 'list', record: 'PurchaseRequest' },
    query: z.object({ ...paginationQuery, ...statusAndProjectQuery }),
  },
  async ({ query, request }) =>
    page(
      await listPurchaseRequests({
        ...pageRequest(query, request.resourceUrl),
        filters: query,
      }),
    ),
);

/** GET /system/purchase-requests/{purchase_request_id}: one request with its lines and offers. */
export const systemShowPurchaseRequest = defineOperation(
  {
    response: { kind: 'single', record: 'PurchaseRequestWithOffers' },
    path: z.object({ purchase_request_id: idParameter() }),
  },
  async ({ path }) => single(await showPurchaseRequest(path.purchase_request_id)),
);
