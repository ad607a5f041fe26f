import * as z from 'zod/mini';
import { listRentalRequests } from '../../../shared/domain/rentals/rental-requests';
import { page } from '../../../shared/http/envelopes';
import { optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/rental-requests: RentalRequest records, newest first; optional `client_id` (an
 * unknown client is a 422). Rental requests carry no status or project, so neither filters them.
 */
export const systemListRentalRequests = defineOperation(
  {
    method: 'GET',
    path: '/rental-requests',
    operationId: 'systemListRentalRequests',
    summary: 'Rental Requests: rental-requests',
    response: { kind: 'list', record: 'RentalRequest' },
    query: z.object({ ...paginationQuery, client_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    page(await listRentalRequests({ ...request.page, clientId: query.client_id }), request),
);
