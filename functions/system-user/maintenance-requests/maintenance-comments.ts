import { servedAt } from '../../../shared/http/operation';
import { clientMaintenanceComments } from '../../client/maintenance-requests/maintenance-comments';

/**
 * GET {system_user_url}/crm/maintenance-requests/{id}/comments: the client's and staff's comments,
 * newest first, of a request in the caller's row scope: the client's operation, served here (the
 * use case takes either caller).
 */
export const staffMaintenanceComments = servedAt(clientMaintenanceComments, {
  method: 'GET',
  path: '/crm/maintenance-requests/{maintenance_request_id}/comments',
  operationId: 'staffMaintenanceComments',
  summary: 'MaintenanceRequest: show comments',
});
