import { unitSaleBankFollow } from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { unitPath } from './fields';

/**
 * GET .../saleable-details/{unit_id}/sale/bank-follow: the sale's purchase method and bank
 * follow-up (bank and stage null until the sale operations bring them), with the stages in order.
 */
export const staffSaleableDetailSaleBankFollow = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/sale/bank-follow',
    operationId: 'staffSaleableDetailSaleBankFollow',
    summary: 'SalesSupportSaleableDetail: View Sale follow bank client',
    response: { kind: 'single', record: 'SalesSupportSaleBankFollow' },
    params: unitPath,
  },
  async ({ params, request }) =>
    single(await unitSaleBankFollow(staffCaller(request), params.unit_id, request.locale)),
);
