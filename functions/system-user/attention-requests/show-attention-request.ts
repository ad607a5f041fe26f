import { showLead } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
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
  async ({ params, request }) => single(await showLead(staffCaller(request), params.attention_request_id)),
);
