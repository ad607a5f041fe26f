import { unitSale } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET .../saleable-details/{unit_id}/sale: the unit's sale with its price snapshot, money received
 * and paid back and the balance; 404 when the unit has no sale or it is outside the row scope.
 */
export const staffSaleableDetailSale = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/sale',
    operationId: 'staffSaleableDetailSale',
    summary: 'SalesSupportSaleableDetail: View Sale',
    response: { kind: 'single', record: 'SalesSupportUnitSale' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitSale(staffCaller(request), params.unit_id)),
);
