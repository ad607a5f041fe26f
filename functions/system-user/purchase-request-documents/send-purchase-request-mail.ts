import { scopedPurchaseRequest } from '../../../shared/domain/purchase-requests/purchase-request-scope';
import { sendRfq } from '../../../shared/domain/purchasing/rfq';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { requestParams, requestPath, sendMailBody } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/send-mail: requests for
 * quotation to 1-10 suppliers (`supplier_ids[]`: users with a supplier profile, not blocked, with an
 * e-mail), one e-mail each through the outbox with its own PDF attached (the request's lines without
 * estimates, `reply_by`, delivery site, contact; no other supplier named). Records an invitation per
 * supplier (a re-send counts `sent_count` up) and moves the request's sourcing from none to rfq_sent.
 * Only an approved request (else 409); 404 outside the row scope.
 */
export const staffSendPurchaseRequestMail = defineOperation(
  {
    method: 'POST',
    path: `${requestPath}/send-mail`,
    operationId: 'staffSendPurchaseRequestMail',
    summary: 'Purchase Request: profile send-mail',
    access: { kind: 'staff', ability: 'purchasing.requests.manage' },
    response: { kind: 'single', record: 'RfqSent', conflict: true },
    params: requestParams,
    body: sendMailBody,
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const purchaseRequest = await scopedPurchaseRequest(caller, params.purchase_request_id);
    return single(await sendRfq(caller, purchaseRequest, body));
  },
);
