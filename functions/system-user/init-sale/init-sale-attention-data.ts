import { initSaleAttentionData } from '../../../shared/domain/sales-support/init-sale-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, unitParams } from './fields';

/** GET {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale/get-data/attention: the booking's client and lead (404 without a booking in scope). */
export const staffInitSaleAttentionData = defineOperation(
  {
    method: 'GET',
    path: `${initSalePath}/get-data/attention`,
    operationId: 'staffInitSaleAttentionData',
    summary: 'SalesSupportInitsale: get-data attention data',
    response: { kind: 'single', record: 'InitSaleAttentionData' },
    params: unitParams,
  },
  async ({ params, request }) => single(await initSaleAttentionData(staffCaller(request), params.unit_id)),
);
