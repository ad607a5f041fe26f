import * as z from 'zod/mini';
import { LEAD_STATUSES } from '../../../shared/domain/attention-requests/lead-lifecycle';
import { listProjectLeads } from '../../../shared/domain/sales-support/browse-leads';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  idParameter,
  optionalDateText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/sales-support/projects/{project_id}/attention-requests: the project's leads
 * in the caller's lead row scope (the staff leads index), newest first; `status` (for `all` and
 * `projects` scopes), creation days `date_from` / `date_to`, `search`. 404 for a project out of view.
 */
export const staffProjectAttentionRequests = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/projects/{project_id}/attention-requests',
    operationId: 'staffProjectAttentionRequests',
    summary: 'SalesSupportProject: AttentionRequests',
    response: { kind: 'list', record: 'StaffAttentionRequest' },
    params: z.object({ project_id: idParameter() }),
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(LEAD_STATUSES)),
      date_from: optionalDateText(),
      date_to: optionalDateText(),
      search: searchQuery(),
    }),
  },
  async ({ params, query, request }) =>
    page(
      await listProjectLeads(staffCaller(request), params.project_id, {
        ...request.page,
        filters: {
          status: query.status,
          date_from: query.date_from,
          date_to: query.date_to,
          search: query.search,
        },
      }),
      request,
    ),
);
