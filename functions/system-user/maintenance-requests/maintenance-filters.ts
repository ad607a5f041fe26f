import { maintenanceRequestFilters } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/crm/maintenance-requests/filters: the index's filters and their options. */
export const staffMaintenanceFilters = defineOperation(
  {
    method: 'GET',
    path: '/crm/maintenance-requests/filters',
    operationId: 'staffMaintenanceFilters',
    summary: 'MaintenanceRequest: filters',
    response: { kind: 'single', record: 'MaintenanceRequestFilters' },
  },
  async ({ request }) => single(await maintenanceRequestFilters(request.locale)),
);
