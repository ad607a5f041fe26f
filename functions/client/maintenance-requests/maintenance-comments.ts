import * as z from 'zod/mini';
import { listMaintenanceComments } from '../../../shared/domain/maintenance/comments';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { signedInCaller } from '../../../shared/http/request-caller';
import { requestPath } from './fields';

/**
 * GET /client/maintenance-request/{id}/comments: the comments on an own request, newest first. The
 * staff surface serves the same operation for a request in the caller's scope.
 */
export const clientMaintenanceComments = defineOperation(
  {
    method: 'GET',
    path: '/maintenance-request/{maintenance_request_id}/comments',
    operationId: 'clientMaintenanceComments',
    summary: 'MaintenanceRequest: comments',
    response: { kind: 'list', record: 'CommentRecord' },
    params: requestPath,
    query: z.object(paginationQuery),
  },
  async ({ params, request }) =>
    page(
      await listMaintenanceComments(signedInCaller(request), params.maintenance_request_id, request.page),
      request,
    ),
);
