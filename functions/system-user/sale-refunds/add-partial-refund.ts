import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { refundRecord } from '../../../shared/domain/sale-refunds/refund-record';
import { requestRefund } from '../../../shared/domain/sale-refunds/refund-request';
import { single } from '../../../shared/http/envelopes';
import { numberText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { refundFields, saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/partial-refund: asks finance to give back
 * `amount` SAR of what the sale holds (less the deductions: else 422 naming the limit); the sale
 * stays live and its latest paid lines reopen once approved. 201 with the request
 * `pending_acceptance`; 409 on a sale that takes no refund.
 */
export const staffAddPartialRefund = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/partial-refund`,
    operationId: 'staffAddPartialRefund',
    summary: 'SalesSupportSaleTab: add partial-refund',
    response: { kind: 'single', record: 'SaleRefundRequest', created: true, conflict: true },
    params: saleParams,
    body: z.object({ ...refundFields, amount: numberText({ min: 0.01 }) }),
  },
  async ({ params, body, request }) => {
    const refund = await requestRefund(staffCaller(request), params.sale_id, 'partial_refund', {
      amount: halalasOfSar(body.amount),
      reason: body.reason,
      method: body.method,
      iban_number: body.iban_number,
    });
    return single(refundRecord(refund));
  },
);
