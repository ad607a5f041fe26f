import { signedInClient } from '../../../shared/domain/clients/signed-in-client';
import { showMaintenanceRequest } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestPath } from './fields';

/** GET /client/maintenance-request/{id}: one of the client's own requests (another client's: 404). */
export const clientShowMaintenanceRequest = defineOperation(
  { response: { kind: 'single', record: 'MaintenanceRequest' }, path: requestPath },
  async ({ path, request }) =>
    single(await showMaintenanceRequest(await signedInClient(request), path.maintenance_request_id)),
);
