import * as z from 'zod/mini';
import { deletedSaleData, deleteSale } from '../../../shared/domain/sale-removal/sale-removal';
import { single } from '../../../shared/http/envelopes';
import { filterText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * DELETE {system_user_url}/sales-support/sales/{sale_id}: cancels a draft, contract-pending or
 * contracted sale that holds no money (kept, with `reason`), makes its unit available and cancels its
 * open approvals, in one transaction; answers the sale's deleted data as it now stands. 409 while the
 * sale holds money (refund first, naming the amount) or in another state.
 */
export const staffDeleteSale = defineOperation(
  {
    method: 'DELETE',
    path: salePath,
    operationId: 'staffDeleteSale',
    summary: 'SalesSupportSaleTab: delete',
    access: { kind: 'staff', ability: 'sales.sales.delete' },
    response: { kind: 'single', record: 'SaleDeletedData', conflict: true },
    params: saleParams,
    query: z.object({ reason: filterText(500) }),
  },
  async ({ params, query, request }) => {
    const caller = staffCaller(request);
    await deleteSale(caller, caller, params.sale_id, query.reason ?? null);
    return single(await deletedSaleData(caller, params.sale_id));
  },
);
