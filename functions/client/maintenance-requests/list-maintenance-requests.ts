import * as z from 'zod/mini';
import { listClientMaintenanceRequests } from '../../../shared/domain/maintenance/list-maintenance-requests';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/maintenance-request: the signed-in client's own maintenance requests, newest first. */
export const clientListMaintenanceRequests = defineOperation(
  {
    method: 'GET',
    path: '/maintenance-request',
    operationId: 'clientListMaintenanceRequests',
    summary: 'MaintenanceRequest: index',
    response: { kind: 'list', record: 'MaintenanceRequest' },
    query: z.object(paginationQuery),
  },
  async ({ request }) =>
    page(await listClientMaintenanceRequests(clientCaller(request).id, request.page), request),
);
