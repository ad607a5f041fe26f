import { showLead } from '../../../shared/domain/attention-requests/staff-leads';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { leadPath } from './fields';

/** GET {system_user_url}/crm/attention-requests/{attention_request_id}: one lead in scope (else 404) with its newest follow-ups. */
export const staffShowAttentionRequest = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests/{attention_request_id}',
    operationId: 'staffShowAttentionRequest',
    summary: 'Attention Request: show',
    response: { kind: 'single', record: 'StaffAttentionRequestDetail' },
    params: leadPath,
  },
  async ({ params, request }) =>
    single(await showLead(await staffViewer(requestToken(request).ownerId), params.attention_request_id)),
);
