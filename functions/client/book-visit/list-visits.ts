import * as z from 'zod/mini';
import { listClientVisits } from '../../../shared/domain/visits/visits';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/book-visit: the client's own visits, newest booking first. */
export const clientListVisits = defineOperation(
  {
    method: 'GET',
    path: '/book-visit',
    operationId: 'clientListVisits',
    summary: 'book visit: index',
    response: { kind: 'list', record: 'Visit' },
    query: z.object(paginationQuery),
  },
  async ({ request }) => page(await listClientVisits(clientCaller(request).client, request.page), request),
);
