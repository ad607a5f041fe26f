import { restoreOperation } from '../../../shared/domain/sale-operations/operation-changes';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { operationParams, operationPath } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/operations/{operation_id}/restore: re-applies a
 * deleted operation under the pay guard, allocated to the lines open now. Over the balance: 422 on
 * `operation_id` naming it; not deleted, or a closed sale: 409.
 */
export const staffRestoreDeleteOperation = defineOperation(
  {
    method: 'POST',
    path: `${operationPath}/restore`,
    operationId: 'staffRestoreDeleteOperation',
    summary: 'SalesSupportSaleTab: restore delete operation',
    access: { kind: 'staff', ability: 'sales.payments.manage' },
    response: { kind: 'single', record: 'SaleOperation', conflict: true },
    params: operationParams,
  },
  async ({ params, request }) =>
    single(
      operationRecord(await restoreOperation(staffCaller(request), params.sale_id, params.operation_id)),
    ),
);
