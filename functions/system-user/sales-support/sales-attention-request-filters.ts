import { leadBrowseFilters } from '../../../shared/domain/sales-support/browse-filters';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/sales-support/attention-requests/filters: the filters a project's lead list
 * takes (`search`, `status`, creation days as `date_from` / `date_to`).
 */
export const staffSalesAttentionRequestFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/attention-requests/filters',
    operationId: 'staffSalesAttentionRequestFilters',
    summary: 'SalesSupport: Attention Request Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(leadBrowseFilters(request.locale)),
);
