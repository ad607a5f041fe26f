import { showRequestOffer } from '../../../shared/domain/purchasing/offer-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { offerPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/offers/{offer_id}: one
 * offer of the request with its lines against the request's lines (asked, orderable, offered qty,
 * price, line total; SAR), and whether it may still be compared.
 */
export const staffShowRequestOffer = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-requests/{purchase_request_id}/offers/{offer_id}',
    operationId: 'staffShowRequestOffer',
    summary: 'Purchase Request: offer show',
    access: { kind: 'staff', ability: 'purchasing.orders.view' },
    response: { kind: 'single', record: 'RequestOfferDetails' },
    params: offerPath,
  },
  async ({ params, request }) =>
    single(await showRequestOffer(staffCaller(request), params.purchase_request_id, params.offer_id)),
);
