import { initSaleMainData } from '../../../shared/domain/sales-support/init-sale-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, unitParams } from './fields';

/** GET {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale/get-data/main: the unit, its booking (in scope) and whether init sale may go ahead. */
export const staffInitSaleMainData = defineOperation(
  {
    method: 'GET',
    path: `${initSalePath}/get-data/main`,
    operationId: 'staffInitSaleMainData',
    summary: 'SalesSupportInitsale: get-data main data with unit booking data',
    response: { kind: 'single', record: 'InitSaleMainData' },
    params: unitParams,
  },
  async ({ params, request }) => single(await initSaleMainData(staffCaller(request), params.unit_id)),
);
