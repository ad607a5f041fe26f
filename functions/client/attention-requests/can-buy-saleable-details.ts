import * as z from 'zod/mini';
import { saleableForClient } from '../../../shared/domain/attention-requests/client-attention-requests';
import { page } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/**
 * GET /client/attention-requests/get-can-bay-saleable-detail-for-project?project_id=: the project's
 * units on sale within the enquiry's budget and bedrooms (`attention_request_id`, else the newest).
 */
export const clientCanBuySaleableDetails = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests/get-can-bay-saleable-detail-for-project',
    operationId: 'clientCanBuySaleableDetails',
    summary: 'Attention Requests: get-can-bay-saleable-detail-for-project',
    // Another client's `attention_request_id` answers 404.
    response: { kind: 'list', record: 'SaleableDetail', notFound: true },
    query: z.object({
      ...paginationQuery,
      project_id: idParameter(),
      attention_request_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(await saleableForClient(clientCaller(request).client, query, request.page), request),
);
