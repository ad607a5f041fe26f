import * as z from 'zod/mini';
import { showRentalRequest } from '../../../shared/domain/rentals/rental-requests';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/rental-requests/{rental_request_id}: one RentalRequest with its client. */
export const systemShowRentalRequest = defineOperation(
  {
    method: 'GET',
    path: '/rental-requests/{rental_request_id}',
    operationId: 'systemShowRentalRequest',
    summary: 'Rental Requests: show rental-requests',
    response: { kind: 'single', record: 'RentalRequest' },
    params: z.object({ rental_request_id: idParameter() }),
  },
  async ({ params }) => single(await showRentalRequest(params.rental_request_id)),
);
