import * as z from 'zod/mini';
import { listDiscounts } from '../../../shared/domain/discounts/list-discounts';
import { page } from '../../../shared/http/envelopes';
import {
  filterText,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/discounts: Discount records, newest first. Filters, combinable: `search` (name),
 * `type`, `value_type`, `status` (exact), `project_id` (integer), `created_at` (YYYY-MM-DD).
 * A malformed filter is a 422, never an empty list.
 */
export const systemListDiscounts = defineOperation(
  {
    method: 'GET',
    path: '/discounts',
    operationId: 'systemListDiscounts',
    summary: 'Discounts: index',
    response: { kind: 'list', record: 'Discount' },
    query: z.object({
      ...paginationQuery,
      search: searchQuery(),
      type: filterText(50),
      value_type: filterText(50),
      status: filterText(50),
      project_id: optionalIntegerText({ min: 1 }),
      created_at: optionalDateText(),
    }),
  },
  async ({ query, request }) =>
    page(
      await listDiscounts({
        ...request.page,
        filters: {
          search: query.search,
          type: query.type,
          value_type: query.value_type,
          status: query.status,
          project_id: query.project_id,
          created_at: query.created_at,
        },
      }),
      request,
    ),
);
