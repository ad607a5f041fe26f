import { deleteLead } from '../../../shared/domain/attention-requests/staff-leads';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { leadPath, staffActor } from './fields';

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
    const token = requestToken(request);
    return single(
      await deleteLead(await staffViewer(token.ownerId), staffActor(token), params.attention_request_id),
    );
  },
);
