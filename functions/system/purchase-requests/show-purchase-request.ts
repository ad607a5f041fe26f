import * as z from 'zod/mini';
import { showPurchaseRequest } from '../../../shared/domain/purchasing/purchase-requests';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-requests/{purchase_request_id}: one request with its lines and offers. */
export const systemShowPurchaseRequest = defineOperation(
  {
    method: 'GET',
    path: '/purchase-requests/{purchase_request_id}',
    operationId: 'systemShowPurchaseRequest',
    summary: 'Purchase Requests: show',
    response: { kind: 'single', record: 'PurchaseRequestWithOffers' },
    params: z.object({ purchase_request_id: idParameter() }),
  },
  async ({ params }) => single(await showPurchaseRequest(params.purchase_request_id)),
);
