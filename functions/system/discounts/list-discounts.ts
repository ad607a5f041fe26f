import * as z from 'zod/mini';
import {
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  DISCOUNT_VALUE_TYPES,
} from '../../../shared/domain/discounts/discounts';
import { listDiscounts } from '../../../shared/domain/discounts/list-discounts';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET /system/discounts: Discount records, newest first. Filters: `search` (name), `type`,
 * `value_type`, `status` (one of the known values), `project_id` (integer), `created_at`
 * (YYYY-MM-DD). Without `search`, the equality filters combine as the discount lists declare
 * (shared/domain/discounts/discounts.ts), each with `created_at`; another combination is a 422
 * naming the allowed ones. A malformed or unknown filter value is a 422, never an empty list.
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
      type: blankAsAbsent(z.enum(DISCOUNT_TYPES)),
      value_type: blankAsAbsent(z.enum(DISCOUNT_VALUE_TYPES)),
      status: blankAsAbsent(z.enum(DISCOUNT_STATUSES)),
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
