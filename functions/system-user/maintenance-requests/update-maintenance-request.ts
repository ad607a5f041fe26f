import * as z from 'zod/mini';
import { updateStaffMaintenanceRequest } from '../../../shared/domain/maintenance/staff-requests';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestFields, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/update: category, description or the
 * assigned technician, while the work is open, reopened, in progress or deferred (409 otherwise).
 */
export const staffUpdateMaintenanceRequest = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/update',
    operationId: 'staffUpdateMaintenanceRequest',
    summary: 'MaintenanceRequest: update',
    access: manage,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', conflict: true },
    params: staffRequestPath,
    body: z.object({
      category: z.optional(requestFields.category),
      description: z.optional(requestFields.description),
      assigned_user_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body, request }) =>
    single(await updateStaffMaintenanceRequest(staffCaller(request), params.maintenance_request_id, body)),
);
