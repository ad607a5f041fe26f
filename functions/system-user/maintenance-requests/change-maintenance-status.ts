import * as z from 'zod/mini';
import { MAINTENANCE_STATUSES } from '../../../shared/domain/maintenance/maintenance-lifecycle';
import { changeStaffMaintenanceStatus } from '../../../shared/domain/maintenance/staff-actions';
import { single } from '../../../shared/http/envelopes';
import { optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/change-status: moves the request along its
 * life cycle to `status` (409 when no transition leads there); the client gets an SMS.
 */
export const staffChangeMaintenanceStatus = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/change-status',
    operationId: 'staffChangeMaintenanceStatus',
    summary: 'MaintenanceRequest: change-status',
    access: manage,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', conflict: true },
    params: staffRequestPath,
    body: z.object({ status: z.enum(MAINTENANCE_STATUSES), reason: optionalText(1000) }),
  },
  async ({ params, body, request }) =>
    single(
      await changeStaffMaintenanceStatus(staffCaller(request), params.maintenance_request_id, {
        status: body.status,
        reason: body.reason ?? undefined,
      }),
    ),
);
