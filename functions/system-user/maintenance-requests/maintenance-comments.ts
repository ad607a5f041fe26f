import * as z from 'zod/mini';
import { listMaintenanceComments } from '../../../shared/domain/maintenance/comments';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { staffRequestPath } from './fields';

/** GET {system_user_url}/crm/maintenance-requests/{id}/comments: the client's and staff's comments, newest first. */
export const staffMaintenanceComments = defineOperation(
  {
    method: 'GET',
    path: '/crm/maintenance-requests/{maintenance_request_id}/comments',
    operationId: 'staffMaintenanceComments',
    summary: 'MaintenanceRequest: show comments',
    response: { kind: 'list', record: 'CommentRecord' },
    params: staffRequestPath,
    query: z.object(paginationQuery),
  },
  async ({ params, request }) =>
    page(
      await listMaintenanceComments(staffCaller(request), params.maintenance_request_id, request.page),
      request,
    ),
);
