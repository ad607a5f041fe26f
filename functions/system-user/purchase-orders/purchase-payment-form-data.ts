import { paymentFormData } from '../../../shared/domain/purchasing/order-payments';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { orderPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/payments/get-form-data: what
 * may still be paid under M1 and M2 (SAR) and the smaller as `max_allowed`, whether a payment now
 * is an advance, the methods and the company's bank accounts.
 */
export const staffPurchasePaymentFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders/{purchase_order_id}/payments/get-form-data',
    operationId: 'staffPurchasePaymentFormData',
    summary: 'purchase order: get form data',
    response: { kind: 'single', record: 'PurchasePaymentFormData' },
    params: orderPath,
  },
  async ({ params, request }) =>
    single(await paymentFormData(staffCaller(request), params.purchase_order_id, request.locale)),
);
