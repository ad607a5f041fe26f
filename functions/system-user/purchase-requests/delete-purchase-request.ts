import { deletePurchaseRequest } from '../../../shared/domain/purchase-requests/close-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestPath } from './fields';

/**
 * DELETE {system_user_url}/purchasing/purchase-requests/{purchase_request_id}: soft; only a
 * `rejected` or `cancelled` request without offers or purchase orders (409 otherwise).
 */
export const staffDeletePurchaseRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/purchasing/purchase-requests/{purchase_request_id}',
    operationId: 'staffDeletePurchaseRequest',
    summary: 'Purchase Request: delete',
    access: manage,
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: requestPath,
  },
  async ({ params, request }) => {
    await deletePurchaseRequest(staffCaller(request), params.purchase_request_id);
    return single({ deleted: true });
  },
);
