import { showStaffMaintenanceRequest } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { staffRequestPath } from './fields';

/** GET {system_user_url}/crm/maintenance-requests/{id}: one request in the caller's row scope (404 otherwise). */
export const staffShowMaintenanceRequest = defineOperation(
  {
    method: 'GET',
    path: '/crm/maintenance-requests/{maintenance_request_id}',
    operationId: 'staffShowMaintenanceRequest',
    summary: 'MaintenanceRequest: show',
    response: { kind: 'single', record: 'StaffMaintenanceRequest' },
    params: staffRequestPath,
  },
  async ({ params, request }) =>
    single(await showStaffMaintenanceRequest(staffCaller(request), params.maintenance_request_id)),
);
