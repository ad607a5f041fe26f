import { leadFollowUpFormData } from '../../../shared/domain/attention-requests/staff-leads';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { leadPath, staffActor } from './fields';

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
    const token = requestToken(request);
    return single(
      await leadFollowUpFormData(
        await staffViewer(token.ownerId),
        staffActor(token),
        params.attention_request_id,
      ),
    );
  },
);
