import { initSaleSaleableData } from '../../../shared/domain/sales-support/init-sale-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, unitParams } from './fields';

/** GET {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale/get-data/saleable: the unit's record (bookings, sale and client only in scope). */
export const staffInitSaleSaleableData = defineOperation(
  {
    method: 'GET',
    path: `${initSalePath}/get-data/saleable`,
    operationId: 'staffInitSaleSaleableData',
    summary: 'SalesSupportInitsale: get-data saleable detail data',
    response: { kind: 'single', record: 'Unit' },
    params: unitParams,
  },
  async ({ params, request }) => single(await initSaleSaleableData(staffCaller(request), params.unit_id)),
);
