import {
  leadBrowseFilters,
  saleableFilters,
  salesIndexFilters,
} from '../../../shared/domain/sales-support/browse-filters';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/sales-support/filters: the index's filters (project status and type). */
export const salesSupportIndexFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/filters',
    operationId: 'salesSupportIndexFilters',
    summary: 'SalesSupport: Index Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(salesIndexFilters(request.locale)),
);

/**
 * GET {system_user_url}/sales-support/saleable-details/filters: the filters a project's unit list
 * takes (`status`, `room_count`, the price after tax as `price_from` / `price_to`).
 */
export const salesSupportSaleableDetailFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/filters',
    operationId: 'salesSupportSaleableDetailFilters',
    summary: 'SalesSupport: Saleable Detail Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(saleableFilters(request.locale)),
);

/**
 * GET {system_user_url}/sales-support/attention-requests/filters: the filters a project's lead list
 * takes (`search`, `status`, creation days as `date_from` / `date_to`).
 */
export const salesSupportAttentionRequestFilters = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/attention-requests/filters',
    operationId: 'salesSupportAttentionRequestFilters',
    summary: 'SalesSupport: Attention Request Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(leadBrowseFilters(request.locale)),
);
