import { discountFormData } from '../../../shared/domain/discounts/staff-discount-forms';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/crm/discounts/create-update-data: the store form's choices and projects. */
export const staffDiscountFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/discounts/create-update-data',
    operationId: 'staffDiscountFormData',
    summary: 'Discount: create-update-data',
    response: { kind: 'single', record: 'DiscountFormData' },
  },
  async ({ request }) => single(await discountFormData(request.locale)),
);
