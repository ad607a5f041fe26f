import { discountFilters } from '../../../shared/domain/discounts/staff-discount-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/crm/discounts/filters: the index's filters and their choices. */
export const staffDiscountFilters = defineOperation(
  {
    method: 'GET',
    path: '/crm/discounts/filters',
    operationId: 'staffDiscountFilters',
    summary: 'Discount: Filters',
    response: { kind: 'single', record: 'ListFilters' },
  },
  async ({ request }) => single(await discountFilters(request.locale)),
);
