import { showStaffPurchaseRequest } from '../../../shared/domain/purchase-requests/show-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { requestPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-requests/{purchase_request_id}: one request in the
 * caller's row scope (404 otherwise) with its lines and their progress, offers, invitations,
 * comments, acceptance (`can_accept` for the caller) and purchase orders.
 */
export const staffShowPurchaseRequest = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/{purchase_request_id}',
    operationId: 'staffShowPurchaseRequest',
    summary: 'Purchase Request: show',
    response: { kind: 'single', record: 'StaffPurchaseRequestDetails' },
    params: requestPath,
  },
  async ({ params, request }) =>
    single(await showStaffPurchaseRequest(staffCaller(request), params.purchase_request_id, request.locale)),
);
