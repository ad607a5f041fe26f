import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientAddMaintenanceComment } from './add-maintenance-comment';
import { clientDeleteMaintenanceRequest } from './delete-maintenance-request';
import { clientListMaintenanceRequests } from './list-maintenance-requests';
import { clientMaintenanceComments } from './maintenance-comments';
import { clientMaintenanceFormData } from './maintenance-form-data';
import { clientRateMaintenanceRequest } from './rate-maintenance-request';
import { clientShowMaintenanceRequest } from './show-maintenance-request';
import { clientStoreMaintenanceRequest } from './store-maintenance-request';
import { clientUpdateMaintenanceRequest } from './update-maintenance-request';

/** client/maintenance-requests: one Lambda serving these operations. */
export const clientMaintenanceRequests = defineModule({
  surface: 'client',
  resource: 'maintenance-requests',
  grants: { table: 'readwrite', bucket: 'readwrite' },
  access: { kind: 'client' },
  operations: [
    clientMaintenanceFormData,
    clientListMaintenanceRequests,
    clientStoreMaintenanceRequest,
    clientShowMaintenanceRequest,
    clientUpdateMaintenanceRequest,
    clientRateMaintenanceRequest,
    clientMaintenanceComments,
    clientAddMaintenanceComment,
    clientDeleteMaintenanceRequest,
  ],
});

export const handler = resourceHandler(clientMaintenanceRequests);
