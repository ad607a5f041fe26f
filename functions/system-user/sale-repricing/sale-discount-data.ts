import { saleDiscountData } from '../../../shared/domain/sale-repricing/sale-discount';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/discount/get-data: the sale's price and
 * discounts now (SAR), what it holds, the discounts that apply to its unit and client today, and
 * the discounts of a change waiting for approval. 409 for a sale whose price may no longer change.
 */
export const staffSaleDiscountData = defineOperation(
  {
    method: 'GET',
    path: `${salePath}/discount/get-data`,
    operationId: 'staffSaleDiscountData',
    summary: 'SalesSupportSaleTab: sale change discount get-data',
    access: { kind: 'staff', ability: 'sales.sales.view' },
    response: { kind: 'single', record: 'SaleDiscountData', conflict: true },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await saleDiscountData(caller, params.sale_id));
  },
);
