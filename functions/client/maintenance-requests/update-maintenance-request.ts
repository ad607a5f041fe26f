import * as z from 'zod/mini';
import { updateMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { requestFields, requestPath } from './fields';

/** POST /client/maintenance-request/{id}/update: change an own request while it is open or reopened (409 otherwise). */
export const clientUpdateMaintenanceRequest = defineOperation(
  {
    method: 'POST',
    path: '/maintenance-request/{maintenance_request_id}/update',
    operationId: 'clientUpdateMaintenanceRequest',
    summary: 'MaintenanceRequest: update',
    response: { kind: 'single', record: 'MaintenanceRequest', conflict: true },
    params: requestPath,
    body: z.object({
      category: z.optional(requestFields.category),
      description: z.optional(requestFields.description),
      unit_id: requestFields.unit_id,
    }),
  },
  async ({ params, body, request }) =>
    single(await updateMaintenanceRequest(clientCaller(request).client, params.maintenance_request_id, body)),
);
