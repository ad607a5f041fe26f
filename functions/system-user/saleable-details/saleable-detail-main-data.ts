import { unitMainData } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}: the unit with its project,
 * building and prices, and its active and next bookings, sale and client when in the caller's row
 * scope (null otherwise). 404 for a unit out of view (a `projects` scope sees its projects only).
 */
export const staffSaleableDetailMainData = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}',
    operationId: 'staffSaleableDetailMainData',
    summary: 'SalesSupportSaleableDetail: MainData',
    response: { kind: 'single', record: 'SalesSupportUnit' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitMainData(staffCaller(request), params.unit_id)),
);
