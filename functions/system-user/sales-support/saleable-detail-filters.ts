import { saleableFilters } from '../../../shared/domain/sales-support/browse-filters';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/sales-support/saleable-details/filters: the filters a project's unit list
 * takes (`status`, `room_count`, the price after tax as `price_from` / `price_to`).
 */
export const staffSaleableDetailFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/filters',
    operationId: 'staffSaleableDetailFilters',
    summary: 'SalesSupport: Saleable Detail Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(saleableFilters(request.locale)),
);
