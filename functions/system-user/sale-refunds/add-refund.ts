import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { refundRecord } from '../../../shared/domain/sale-refunds/refund-record';
import { requestRefund } from '../../../shared/domain/sale-refunds/refund-request';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { refundFields, saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/refund: asks finance to refund the sale in
 * full (`refund_amount` SAR, at most what it holds less the deductions and `contractual_fee`: else
 * 422 naming the limit). 201 with the request `pending_acceptance`; approval pays it out, cancels the
 * sale and frees its unit in one transaction. 409 on a sale that takes no refund.
 */
export const staffAddRefund = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/refund`,
    operationId: 'staffAddRefund',
    summary: 'SalesSupportSaleTab: add refund',
    response: { kind: 'single', record: 'SaleRefundRequest', created: true, conflict: true },
    params: saleParams,
    body: z.object({
      ...refundFields,
      refund_amount: numberText({ min: 0.01 }),
      contractual_fee: blankAsAbsent(numberText({ min: 0 })),
    }),
  },
  async ({ params, body, request }) => {
    const refund = await requestRefund(staffCaller(request), params.sale_id, 'refund', {
      amount: halalasOfSar(body.refund_amount),
      reason: body.reason,
      method: body.method,
      iban_number: body.iban_number,
      contractual_fee: body.contractual_fee === undefined ? undefined : halalasOfSar(body.contractual_fee),
    });
    return single(refundRecord(refund));
  },
);
