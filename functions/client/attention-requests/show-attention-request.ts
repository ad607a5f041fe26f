import * as z from 'zod/mini';
import { showAttentionRequest } from '../../../shared/domain/attention-requests/client-attention-requests';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** GET /client/attention-requests/{attention_request_id}: an own enquiry (another client's: 404). */
export const clientShowAttentionRequest = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests/{attention_request_id}',
    operationId: 'clientShowAttentionRequest',
    summary: 'Attention Requests: show',
    response: { kind: 'single', record: 'ClientAttentionRequest' },
    params: z.object({ attention_request_id: idParameter() }),
  },
  async ({ params, request }) =>
    single(await showAttentionRequest(clientCaller(request).client, params.attention_request_id)),
);
