import { storeAttentionRequest } from '../../../shared/domain/attention-requests/client-attention-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { storeBody } from './fields';

/**
 * POST /client/attention-requests/store: a new enquiry. `reason_for_buy` and `payment_method` are
 * required; `option_ids[]` (active options), `project_ids[]` and `unit_ids[]` (units on sale) must exist.
 */
export const clientStoreAttentionRequest = defineOperation(
  {
    method: 'POST',
    path: '/attention-requests/store',
    operationId: 'clientStoreAttentionRequest',
    summary: 'Attention Requests: store',
    response: { kind: 'single', record: 'ClientAttentionRequest', created: true },
    body: storeBody,
  },
  async ({ body, request }) => single(await storeAttentionRequest(clientCaller(request).client, body)),
);
