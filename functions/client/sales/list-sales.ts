import * as z from 'zod/mini';
import { listClientSales } from '../../../shared/domain/sales/client-sales';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** GET /client/sales: the signed-in client's own sales, newest first. */
export const clientListSales = defineOperation(
  {
    method: 'GET',
    path: '/sales',
    operationId: 'clientListSales',
    summary: 'Sales: index',
    response: { kind: 'list', record: 'ClientSale' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await listClientSales(requestToken(request).ownerId, request.page), request),
);
