import { storeLeadFollowUp } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { followUpBody, leadPath } from './fields';

/**
 * POST {system_user_url}/crm/attention-requests/{attention_request_id}/follow-ups: logs a contact
 * (channel, result, note), moves the lead to `status` if given (409 when its state forbids it) and
 * sets the next follow-up, required unless the lead closes (then `lost_reason` is); 201.
 */
export const staffStoreFollowUp = defineOperation(
  {
    method: 'POST',
    path: '/crm/attention-requests/{attention_request_id}/follow-ups',
    operationId: 'staffStoreFollowUp',
    summary: 'Attention Request: Follow Up Store',
    access: { kind: 'staff', ability: 'crm.leads.manage' },
    response: { kind: 'single', record: 'FollowUpStored', created: true, conflict: true },
    params: leadPath,
    body: followUpBody,
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await storeLeadFollowUp(caller, caller, {
        ...body,
        attention_request_id: params.attention_request_id,
        next_follow_up_at: body.next_follow_up_at?.toISOString(),
      }),
    );
  },
);
