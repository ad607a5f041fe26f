import * as z from 'zod/mini';
import { changeSaleDiscount } from '../../../shared/domain/sale-repricing/sale-discount';
import { single } from '../../../shared/http/envelopes';
import { idListText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/discount: the sale's discounts become
 * `discount_ids[]` (none sent: no discount; at most one project/building and one unit/client level;
 * one the sale has keeps its frozen amount), the sale re-priced and its open plan lines rescaled in
 * one transaction. A larger discount waits for a sales manager's approval (`applied: false`). 422
 * when the new total falls below what the sale holds; 409 once emptied, on a pending change or a
 * concurrent one.
 */
export const staffSaleChangeDiscount = defineOperation(
  {
    method: 'POST',
    path: `${salePath}/discount`,
    operationId: 'staffSaleChangeDiscount',
    summary: 'SalesSupportSaleTab: sale change discount',
    access: { kind: 'staff', ability: 'sales.sales.manage' },
    response: { kind: 'single', record: 'SaleDiscount', conflict: true },
    params: saleParams,
    body: z.object({ discount_ids: idListText(2) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(await changeSaleDiscount(caller, caller, params.sale_id, body.discount_ids ?? []));
  },
);
