import { forceDeleteOperation } from '../../../shared/domain/sale-operations/operation-changes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { operationParams, operationPath } from './fields';

/**
 * DELETE {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}/force: removes a
 * deleted operation for good (409 when it is not deleted); its receipt number is not re-issued.
 */
export const staffForceDeleteOperation = defineOperation(
  {
    method: 'DELETE',
    path: `${operationPath}/force`,
    operationId: 'staffForceDeleteOperation',
    summary: 'SalesSupportSaleTab: force delete operation',
    access: { kind: 'staff', ability: 'sales.payments.force-delete' },
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: operationParams,
  },
  async ({ params, request }) => {
    await forceDeleteOperation(staffCaller(request), params.sale_id, params.operation_id);
    return single({ deleted: true as const });
  },
);
