import { initSaleDiscountsData } from '../../../shared/domain/sales-support/init-sale-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, unitParams } from './fields';

/** GET {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale/get-data/discounts: the discounts the sale may take today. */
export const staffInitSaleDiscounts = defineOperation(
  {
    method: 'GET',
    path: `${initSalePath}/get-data/discounts`,
    operationId: 'staffInitSaleDiscounts',
    summary: 'SalesSupportInitsale: get-data discounts',
    response: { kind: 'single', record: 'InitSaleDiscounts' },
    params: unitParams,
  },
  async ({ params, request }) => single(await initSaleDiscountsData(staffCaller(request), params.unit_id)),
);
