import { deleteLead } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadPath } from './fields';

/** DELETE {system_user_url}/crm/attention-requests/{attention_request_id}: only a `new` lead without follow-ups (else 409). */
export const staffDeleteAttentionRequest = defineOperation(
  {
    method: 'DELETE',
    path: '/crm/attention-requests/{attention_request_id}',
    operationId: 'staffDeleteAttentionRequest',
    summary: 'Attention Request: Delete',
    access: { kind: 'staff', ability: 'crm.leads.manage' },
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: leadPath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await deleteLead(caller, caller, params.attention_request_id));
  },
);
