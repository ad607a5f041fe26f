import { listDiscounts } from '../../../shared/domain/discounts/list-discounts';
import { page } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { discountIndexFilters, discountIndexQuery } from '../../system/discounts/fields';

/**
 * GET {system_user_url}/crm/discounts: the discounts in the caller's row scope (an agent's own
 * requests, a manager's department's, a director's all), newest first, with the system index's
 * filters (`search`, `type`, `value_type`, `status`, `project_id`, `created_at`), any of them
 * together, as GET /system/discounts combines them: a narrower scope reads its scope's list (alone
 * or with `status`), filtered by the others, while it holds at most 5 000 discounts (else a 422
 * naming the scope's combinations).
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
