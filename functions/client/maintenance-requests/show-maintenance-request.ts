import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import { showMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestPath } from './fields';

/** GET /client/maintenance-request/{id}: one of the client's own requests (another client's: 404). */
export const clientShowMaintenanceRequest = defineOperation(
  {
    method: 'GET',
    path: '/maintenance-request/{maintenance_request_id}',
    operationId: 'clientShowMaintenanceRequest',
    summary: 'MaintenanceRequest: show',
    response: { kind: 'single', record: 'MaintenanceRequest' },
    params: requestPath,
  },
  async ({ params, request }) =>
    single(await showMaintenanceRequest(await signedInClient(request.token), params.maintenance_request_id)),
);
