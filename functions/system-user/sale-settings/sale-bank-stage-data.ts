import { saleBankStageData } from '../../../shared/domain/sale-settings/bank-stage';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/bank-stage: the bank stage, where the caller may move it, the financing limit and the steps so far. */
export const staffSaleBankStageData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/bank-stage`,
    operationId: 'staffSaleBankStageData',
    summary: 'SalesSupportSaleTab: sale bank-stage-update get data',
    response: { kind: 'single', record: 'SaleBankStage' },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await saleBankStageData(caller, caller, params.sale_id));
  },
);
