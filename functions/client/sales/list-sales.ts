import * as z from 'zod/mini';
import { listClientSales } from '../../../shared/domain/sales/client-sales';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

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
  async ({ request }) => page(await listClientSales(clientCaller(request).id, request.page), request),
);
