import * as z from 'zod/mini';
import { listClientAttentionRequests } from '../../../shared/domain/attention-requests/client-attention-requests';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/attention-requests: the client's own enquiries, newest first. */
export const clientListAttentionRequests = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests',
    operationId: 'clientListAttentionRequests',
    summary: 'Attention Requests: index',
    response: { kind: 'list', record: 'ClientAttentionRequest' },
    query: z.object(paginationQuery),
  },
  async ({ request }) =>
    page(await listClientAttentionRequests(clientCaller(request).client, request.page), request),
);
