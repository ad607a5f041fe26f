import { leadFollowUpFormData } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadPath } from './fields';

/** GET {system_user_url}/crm/attention-requests/{attention_request_id}/follow-ups/get-form-data: channels, results, statuses reachable now. */
export const staffFollowUpFormData = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests/{attention_request_id}/follow-ups/get-form-data',
    operationId: 'staffFollowUpFormData',
    summary: 'Attention Request: Follow Up Get Form Data',
    response: { kind: 'single', record: 'FollowUpFormData' },
    params: leadPath,
  },
  async ({ params, request }) => {
    const caller = staffCaller(request);
    return single(await leadFollowUpFormData(caller, caller, params.attention_request_id));
  },
);
