import { listDiscounts } from '../../../shared/domain/discounts/list-discounts';
import { page } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { discountIndexFilters, discountIndexQuery } from './fields';

/**
 * GET /system/discounts: Discount records, newest first. Filters: `search` (name), `type`,
 * `value_type`, `status` (one of the known values), `project_id` (integer), `created_at`
 * (YYYY-MM-DD), any of them together. A combination the discount lists declare
 * (shared/domain/discounts/discounts.ts) reads its list; another reads the most selective declared
 * one, filtered, while it holds at most 5 000 discounts (else a 422 naming the declared
 * combinations; shared/db/README.md "Lists"). A malformed or unknown filter value is a 422, never
 * an empty list.
 */
export const systemListDiscounts = defineOperation(
  {
    method: 'GET',
    path: '/discounts',
    operationId: 'systemListDiscounts',
    summary: 'Discounts: index',
    response: { kind: 'list', record: 'Discount' },
    query: discountIndexQuery,
  },
  async ({ query, request }) =>
    page(
      await listDiscounts({
        ...request.page,
        filters: discountIndexFilters(query),
      }),
      request,
    ),
);
