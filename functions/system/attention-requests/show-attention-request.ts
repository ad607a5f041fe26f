import * as z from 'zod/mini';
import { showAnyAttentionRequest } from '../../../shared/domain/attention-requests/system-attention-requests';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/attention-requests/{attention_request_id}: any client's enquiry. */
export const systemShowAttentionRequest = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests/{attention_request_id}',
    operationId: 'systemShowAttentionRequest',
    summary: 'Attention Requests: show',
    response: { kind: 'single', record: 'AttentionRequest' },
    params: z.object({ attention_request_id: idParameter() }),
  },
  async ({ params }) => single(await showAnyAttentionRequest(params.attention_request_id)),
);
