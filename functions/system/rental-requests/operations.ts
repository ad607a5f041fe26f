import * as z from 'zod/mini';
import { listRentalRequests, showRentalRequest } from '../../../shared/domain/rentals/rental-requests';
import { page, single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { pageRequest } from '../../../shared/http/pagination';

/**
 * GET /system/rental-requests: RentalRequest records, newest first; optional `client_id` (an
 * unknown client is a 422). Rental requests carry no status or project, so neither filters them.
 */
export const systemListRentalRequests = defineOperation(
  {
    response: { kind: 'list', record: 'RentalRequest' },
    query: z.object({ ...paginationQuery, client_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) =>
    page(await listRentalRequests({ ...pageRequest(query, request.resourceUrl), clientId: query.client_id })),
);

/** GET /system/rental-requests/{rental_request_id}: one RentalRequest with its client. */
export const systemShowRentalRequest = defineOperation(
  {
    response: { kind: 'single', record: 'RentalRequest' },
    path: z.object({ rental_request_id: idParameter() }),
  },
  async ({ path }) => single(await showRentalRequest(path.rental_request_id)),
);
