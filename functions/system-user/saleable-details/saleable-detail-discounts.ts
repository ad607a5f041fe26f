import { unitDiscounts } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET .../saleable-details/{unit_id}/discounts: the active discounts whose days cover today
 * (Asia/Riyadh) and whose target is the unit's project, building, the unit or its holding client.
 */
export const staffSaleableDetailDiscounts = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/discounts',
    operationId: 'staffSaleableDetailDiscounts',
    summary: 'SalesSupportSaleableDetail: Discount',
    response: { kind: 'single', record: 'SalesSupportUnitDiscounts' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitDiscounts(staffCaller(request), params.unit_id)),
);
