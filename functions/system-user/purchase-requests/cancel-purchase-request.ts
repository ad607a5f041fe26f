import * as z from 'zod/mini';
import { cancelPurchaseRequest } from '../../../shared/domain/purchase-requests/close-purchase-request';
import { showStaffPurchaseRequest } from '../../../shared/domain/purchase-requests/show-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestPath } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/cancel: `reason`
 * required. From `pending_acceptance` (its acceptance cancelled in the same transaction) or from
 * `approved` while nothing was ordered or issued: `cancelled`, remaining quantities closed, live
 * offers cancelled. Else 409.
 */
export const staffCancelPurchaseRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/cancel',
    operationId: 'staffCancelPurchaseRequest',
    summary: 'Purchase Request: cancel',
    access: manage,
    response: { kind: 'single', record: 'StaffPurchaseRequestDetails', conflict: true },
    params: requestPath,
    body: z.object({ reason: requiredText(1000) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    await cancelPurchaseRequest(caller, params.purchase_request_id, body.reason);
    return single(await showStaffPurchaseRequest(caller, params.purchase_request_id, request.locale));
  },
);
