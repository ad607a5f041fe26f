import { salePurchaseMethodData } from '../../../shared/domain/sale-settings/purchase-method';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/purchase-method: the purchase method, its bank and stage, and the form's choices. */
export const staffSalePurchaseMethodData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/purchase-method`,
    operationId: 'staffSalePurchaseMethodData',
    summary: 'SalesSupportSaleTab: sale update-purchase-method get data',
    response: { kind: 'single', record: 'SalePurchaseMethod' },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await salePurchaseMethodData(caller, params.sale_id, request.locale));
  },
);
