import { attentionFormData } from '../../../shared/domain/attention-requests/client-attention-requests';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET /client/attention-requests/get-form-data: the choices of each field, active options, projects. */
export const clientAttentionFormData = defineOperation(
  {
    method: 'GET',
    path: '/attention-requests/get-form-data',
    operationId: 'clientAttentionFormData',
    summary: 'Attention Requests: get-form-data',
    response: { kind: 'single', record: 'AttentionFormData' },
  },
  async () => single(await attentionFormData()),
);
