import { scopedPurchaseRequest } from '../../../shared/domain/purchase-requests/purchase-request-scope';
import { requestSuppliers } from '../../../shared/domain/purchasing/rfq';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { requestParams, requestPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/suppliers: the suppliers
 * invited to quote, oldest first, each with its invitation (status, sent_at, sent_count, reply-by)
 * and its offer's status (null until one is recorded); 404 outside the row scope.
 */
export const staffPurchaseRequestInvitedSuppliers = defineOperation(
  {
    method: 'GET',
    path: `${requestPath}/suppliers`,
    operationId: 'staffPurchaseRequestInvitedSuppliers',
    summary: 'Purchase Request: get-suppliers',
    response: { kind: 'single', record: 'RfqInvitedSuppliers' },
    params: requestParams,
  },
  async ({ params, request }) => {
    const purchaseRequest = await scopedPurchaseRequest(staffCaller(request), params.purchase_request_id);
    return single({
      purchase_request_id: purchaseRequest.id,
      sourcing_status: purchaseRequest.sourcing_status ?? 'none',
      suppliers: await requestSuppliers(purchaseRequest),
    });
  },
);
