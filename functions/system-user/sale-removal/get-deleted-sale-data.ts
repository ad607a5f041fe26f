import { deletedSaleData } from '../../../shared/domain/sale-removal/sale-removal';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/** GET {system_user_url}/sales-support/sales/{sale_id}/deleted-data: what deleting the sale would do (money, booking, approvals to cancel) and what blocks it or its force delete. */
export const staffGetDeletedSaleData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/deleted-data`,
    operationId: 'staffGetDeletedSaleData',
    summary: 'SalesSupportSaleTab: get-deleted-sale-data',
    response: { kind: 'single', record: 'SaleDeletedData' },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await deletedSaleData(caller, params.sale_id));
  },
);
