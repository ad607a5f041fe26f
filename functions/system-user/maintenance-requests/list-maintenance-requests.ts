import * as z from 'zod/mini';
import { MAINTENANCE_STATUSES } from '../../../shared/domain/maintenance/maintenance-lifecycle';
import { listStaffMaintenanceRequests } from '../../../shared/domain/maintenance/staff-requests';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/crm/maintenance-requests: the requests in the caller's row scope, newest
 * first, by `status` and `project_id` (an `own` or `department` scope: `status` only).
 */
export const staffListMaintenanceRequests = defineOperation(
  {
    method: 'GET',
    path: '/crm/maintenance-requests',
    operationId: 'staffListMaintenanceRequests',
    summary: 'MaintenanceRequest: index',
    response: { kind: 'list', record: 'StaffMaintenanceRequest' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(MAINTENANCE_STATUSES)),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query, request }) =>
    page(
      await listStaffMaintenanceRequests(staffCaller(request), {
        ...request.page,
        status: query.status,
        project_id: query.project_id,
      }),
      request,
    ),
);
