import { saleOrbonData } from '../../../shared/domain/sale-settings/orbon';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/orbon-status: the sale's earnest money, its 5 % limit and the statuses the caller may move it to. */
export const staffSaleOrbonStatusData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/orbon-status`,
    operationId: 'staffSaleOrbonStatusData',
    summary: 'SalesSupportSaleTab: sale update orbon status get data',
    response: { kind: 'single', record: 'SaleOrbonStatus' },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await saleOrbonData(caller, caller, params.sale_id));
  },
);
