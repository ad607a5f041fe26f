import * as z from 'zod/mini';
import { initSalePricingData } from '../../../shared/domain/sales-support/init-sale-data';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { initSalePath, pricingChoice, unitParams } from './fields';

/** GET {system_user_url}/sales-support/saleable-details/{unit_id}/init-sale/get-data/striving-amount: the price with the chosen striving payer and rate. */
export const staffInitSaleStrivingAmount = defineOperation(
  {
    method: 'GET',
    path: `${initSalePath}/get-data/striving-amount`,
    operationId: 'staffInitSaleStrivingAmount',
    summary: 'SalesSupportInitsale: get-data striving amount',
    response: { kind: 'single', record: 'InitSalePricing' },
    params: unitParams,
    query: z.object(pricingChoice),
  },
  async ({ params, query, request }) =>
    single(await initSalePricingData(staffCaller(request), params.unit_id, query)),
);
