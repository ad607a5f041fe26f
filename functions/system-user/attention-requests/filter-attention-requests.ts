import * as z from 'zod/mini';
import { listLeads } from '../../../shared/domain/attention-requests/staff-leads';
import { page } from '../../../shared/http/envelopes';
import { paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadFilterFields } from './fields';

/** POST {system_user_url}/crm/attention-requests/filter: the index with its filters in the body. */
export const staffFilterAttentionRequests = defineOperation(
  {
    method: 'POST',
    path: '/crm/attention-requests/filter',
    operationId: 'staffFilterAttentionRequests',
    summary: 'Attention Request: Index Filter',
    response: { kind: 'list', record: 'StaffAttentionRequest' },
    query: z.object(paginationQuery),
    body: z.object(leadFilterFields),
  },
  async ({ body, request }) => {
    const viewer = staffCaller(request);
    return page(await listLeads(viewer, { ...request.page, filters: body }), request);
  },
);
