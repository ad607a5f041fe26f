import * as z from 'zod/mini';
import {
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  DISCOUNT_VALUE_TYPES,
} from '../../../shared/domain/discounts/discounts';
import { listStaffDiscounts } from '../../../shared/domain/discounts/staff-discounts';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/crm/discounts: the discounts in the caller's row scope (an agent's own
 * requests, a manager's department's, a director's all), newest first, with the system index's
 * filters (`search`, `type`, `value_type`, `status`, `project_id`, `created_at`). An `all` scope
 * combines them as GET /system/discounts does; a narrower one takes `status` and `created_at` only.
 * Another combination is a 422 naming the allowed ones.
 */
export const staffListDiscounts = defineOperation(
  {
    method: 'GET',
    path: '/crm/discounts',
    operationId: 'staffListDiscounts',
    summary: 'Discount: Index',
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
      await listStaffDiscounts(staffCaller(request), {
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
