import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientAddMaintenanceComment } from './add-comment';
import { clientListMaintenanceRequests } from './list-maintenance-requests';
import { clientMaintenanceRequests } from './routes';

export const handler = resourceHandler(clientMaintenanceRequests, {
  clientListMaintenanceRequests,
  clientAddMaintenanceComment,
});
