import { listLeads } from '../../../shared/domain/attention-requests/staff-leads';
import { page } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadListQuery } from './fields';

/**
 * GET {system_user_url}/crm/attention-requests: the leads the caller's row scope shows, newest
 * first, by `status`, `project_id`, `sale_support_user_id`, creation days (`date_from`/`date_to`)
 * or `search` (docs/staff-surface.md lists the combinations each scope accepts).
 */
export const staffListAttentionRequests = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests',
    operationId: 'staffListAttentionRequests',
    summary: 'Attention Request: Index',
    response: { kind: 'list', record: 'StaffAttentionRequest' },
    query: leadListQuery,
  },
  async ({ query, request }) => {
    const { page: _page, per_page: _perPage, ...filters } = query;
    const viewer = staffCaller(request);
    return page(await listLeads(viewer, { ...request.page, filters }), request);
  },
);
