import * as z from 'zod/mini';
import { rateMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { integerText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { requestPath } from './fields';

/** POST /client/maintenance-request/{id}/rate: `rating` 1-5 and an optional `rating_note`, once, after it is closed. */
export const clientRateMaintenanceRequest = defineOperation(
  {
    method: 'POST',
    path: '/maintenance-request/{maintenance_request_id}/rate',
    operationId: 'clientRateMaintenanceRequest',
    summary: 'MaintenanceRequest: rate after close',
    response: { kind: 'single', record: 'MaintenanceRequest', conflict: true },
    params: requestPath,
    body: z.object({ rating: integerText({ min: 1, max: 5 }), rating_note: optionalText(1000) }),
  },
  async ({ params, body, request }) =>
    single(await rateMaintenanceRequest(clientCaller(request).client, params.maintenance_request_id, body)),
);
