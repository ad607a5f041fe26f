import { isAllowRestore } from '../../../shared/domain/sale-operations/operation-changes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { operationParams, operationPath } from './fields';

/**
 * GET {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}/is-allow-restore:
 * whether the operation can be restored now (`allowed`), else the `blocker` (its message key) and the
 * sale's balance in SAR.
 */
export const staffIsAllowRestoreDeleteOperation = defineOperation(
  {
    method: 'GET',
    path: `${operationPath}/is-allow-restore`,
    operationId: 'staffIsAllowRestoreDeleteOperation',
    summary: 'SalesSupportSaleTab: is allow restore delete operation',
    response: { kind: 'single', record: 'SaleOperationRestoreCheck' },
    params: operationParams,
  },
  async ({ params, request }) =>
    single(await isAllowRestore(staffCaller(request), params.sale_id, params.operation_id)),
);
