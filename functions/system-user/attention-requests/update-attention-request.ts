import * as z from 'zod/mini';
import { updateLead } from '../../../shared/domain/attention-requests/staff-leads';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { single } from '../../../shared/http/envelopes';
import { optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';
import { leadFields, leadPath, staffActor } from './fields';

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
    const token = requestToken(request);
    const viewer = await staffViewer(token.ownerId);
    return single(
      await updateLead(viewer, staffActor(token), params.attention_request_id, {
        ...body,
        next_follow_up_at: body.next_follow_up_at?.toISOString(),
      }),
    );
  },
);
