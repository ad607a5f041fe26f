import * as z from 'zod/mini';
import { updateLead } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadFields, leadPath } from './fields';

/**
 * POST {system_user_url}/crm/attention-requests/{attention_request_id}/update: changes an open lead
 * in scope (fields sent only; 409 once closed; a new phone or project re-checks the duplicate).
 */
export const staffUpdateAttentionRequest = defineOperation(
  {
    method: 'POST',
    path: '/crm/attention-requests/{attention_request_id}/update',
    operationId: 'staffUpdateAttentionRequest',
    summary: 'Attention Request: Update',
    access: { kind: 'staff', ability: 'crm.leads.manage' },
    response: { kind: 'single', record: 'StaffAttentionRequest', conflict: true },
    params: leadPath,
    body: z.object({ ...leadFields, project_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await updateLead(caller, caller, params.attention_request_id, {
        ...body,
        next_follow_up_at: body.next_follow_up_at?.toISOString(),
      }),
    );
  },
);
