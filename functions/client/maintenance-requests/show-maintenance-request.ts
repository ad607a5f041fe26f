import { showMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
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
    single(await showMaintenanceRequest(clientCaller(request).client, params.maintenance_request_id)),
);
