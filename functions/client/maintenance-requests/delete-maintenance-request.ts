import { deleteMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { requestPath } from './fields';

/** DELETE /client/maintenance-request/{id}: delete an own request while it is still open (409 otherwise). */
export const clientDeleteMaintenanceRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/maintenance-request/{maintenance_request_id}',
    operationId: 'clientDeleteMaintenanceRequest',
    summary: 'MaintenanceRequest: delete',
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: requestPath,
  },
  async ({ params, request }) =>
    single(await deleteMaintenanceRequest(clientCaller(request).client, params.maintenance_request_id)),
);
