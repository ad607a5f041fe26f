import { forceDeleteSale } from '../../../shared/domain/sale-removal/sale-removal';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleParams, salePath } from './fields';

/**
 * DELETE {system_user_url}/sales-support/sales/{sale_id}/force: removes a cancelled sale on which
 * nothing was ever posted (no money, operation or refund request), with its payment plan. Finance
 * managers (`sales.payments.force-delete`, the ability that removes money records for good). 409
 * naming why otherwise.
 */
export const staffForceDeleteSale = defineOperation(
  {
    method: 'DELETE',
    path: `${salePath}/force`,
    operationId: 'staffForceDeleteSale',
    summary: 'SalesSupportSaleTab: force delete',
    access: { kind: 'staff', ability: 'sales.payments.force-delete' },
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: saleParams,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    await forceDeleteSale(caller, params.sale_id);
    return single({ deleted: true as const });
  },
);
