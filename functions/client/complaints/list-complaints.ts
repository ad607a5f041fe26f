import * as z from 'zod/mini';
import { listClientComplaints } from '../../../shared/domain/complaints/complaints';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/complaints: the client's own complaints, newest first. */
export const clientListComplaints = defineOperation(
  {
    method: 'GET',
    path: '/complaints',
    operationId: 'clientListComplaints',
    summary: 'complaints: index',
    response: { kind: 'list', record: 'Complaint' },
    query: z.object(paginationQuery),
  },
  async ({ request }) =>
    page(await listClientComplaints(clientCaller(request).client, request.page), request),
);
