import { saleTaxFreeData } from '../../../shared/domain/sale-settings/tax-free';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/tax-free-status: the first-home certificate, its status and the price once approved. */
export const staffSaleTaxFreeStatusData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/tax-free-status`,
    operationId: 'staffSaleTaxFreeStatusData',
    summary: 'SalesSupportSaleTab: sale tax free status get data',
    response: { kind: 'single', record: 'SaleTaxFreeStatus' },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await saleTaxFreeData(caller, caller, params.sale_id));
  },
);
