import { deleteStaffMaintenanceRequest } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, staffRequestPath } from './fields';

/** DELETE {system_user_url}/crm/maintenance-requests/{id}: while still open (409 otherwise), with its files. */
export const staffDeleteMaintenanceRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/crm/maintenance-requests/{maintenance_request_id}',
    operationId: 'staffDeleteMaintenanceRequest',
    summary: 'MaintenanceRequest: delete',
    access: manage,
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: staffRequestPath,
  },
  async ({ params, request }) =>
    single(await deleteStaffMaintenanceRequest(staffCaller(request), params.maintenance_request_id)),
);
