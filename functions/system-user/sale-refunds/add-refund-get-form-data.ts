import { refundFormData } from '../../../shared/domain/sale-refunds/refund-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/refund/get-form-data: what a full refund (cancelling the sale) may give back, the deductions kept and the client's IBAN. */
export const staffAddRefundGetFormData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/refund/get-form-data`,
    operationId: 'staffAddRefundGetFormData',
    summary: 'SalesSupportSaleTab: add refund get form data',
    response: { kind: 'single', record: 'SaleRefundFormData' },
    params: saleParams,
  },
  async ({ params, request }) => single(await refundFormData(staffCaller(request), params.sale_id, 'refund')),
);
