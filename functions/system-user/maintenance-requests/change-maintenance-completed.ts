import * as z from 'zod/mini';
import { changeMaintenanceCompleted } from '../../../shared/domain/maintenance/staff-actions';
import { single } from '../../../shared/http/envelopes';
import { booleanText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, staffRequestPath } from './fields';

/**
 * POST {system_user_url}/crm/maintenance-requests/{id}/change-is-completed: on a `completed` request
 * (409 otherwise), `is_completed` true closes it, false reopens it; the client gets an SMS.
 */
export const staffChangeMaintenanceCompleted = defineOperation(
  {
    method: 'POST',
    path: '/crm/maintenance-requests/{maintenance_request_id}/change-is-completed',
    operationId: 'staffChangeMaintenanceCompleted',
    summary: 'MaintenanceRequest: change-is-completed',
    access: manage,
    response: { kind: 'single', record: 'StaffMaintenanceRequest', conflict: true },
    params: staffRequestPath,
    body: z.object({ is_completed: booleanText() }),
  },
  async ({ params, body, request }) =>
    single(
      await changeMaintenanceCompleted(
        staffCaller(request),
        params.maintenance_request_id,
        body.is_completed,
      ),
    ),
);
