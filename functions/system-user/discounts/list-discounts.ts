import { listDiscounts } from '../../../shared/domain/discounts/list-discounts';
import { page } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { discountIndexFilters, discountIndexQuery } from '../../system/discounts/fields';

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
    query: discountIndexQuery,
  },
  async ({ query, request }) =>
    page(
      await listDiscounts({ ...request.page, filters: discountIndexFilters(query) }, staffCaller(request)),
      request,
    ),
);
