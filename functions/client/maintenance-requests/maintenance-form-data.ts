import { maintenanceFormData } from '../../../shared/domain/maintenance/client-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/maintenance-request/get-form-data: the categories and the client's own units. */
export const clientMaintenanceFormData = defineOperation(
  {
    method: 'GET',
    path: '/maintenance-request/get-form-data',
    operationId: 'clientMaintenanceFormData',
    summary: 'MaintenanceRequest: get-form-data',
    response: { kind: 'single', record: 'MaintenanceFormData' },
  },
  async ({ request }) => single(await maintenanceFormData(clientCaller(request).client)),
);
