import { salesIndexFilters } from '../../../shared/domain/sales-support/browse-filters';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/sales-support/filters: the index's filters (project status and type). */
export const staffSalesSupportIndexFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/filters',
    operationId: 'staffSalesSupportIndexFilters',
    summary: 'SalesSupport: Index Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(salesIndexFilters(request.locale)),
);
