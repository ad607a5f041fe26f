import * as z from 'zod/mini';
import { staffMaintenanceForm } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/crm/maintenance-requests/get-form-data: categories, statuses, technicians,
 * projects and, with `client_id`, the units that client bought (a request is about one of them).
 */
export const staffMaintenanceFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/maintenance-requests/get-form-data',
    operationId: 'staffMaintenanceFormData',
    summary: 'MaintenanceRequest: get-form-data',
    response: { kind: 'single', record: 'StaffMaintenanceFormData' },
    query: z.object({ client_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ query, request }) => single(await staffMaintenanceForm(request.locale, query.client_id)),
);
