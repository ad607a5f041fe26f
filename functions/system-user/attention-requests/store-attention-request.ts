import * as z from 'zod/mini';
import { storeLead } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { leadFields } from './fields';

/**
 * POST {system_user_url}/crm/attention-requests: a new lead for `project_id`, of `client_id` or a
 * `name` and Saudi `phone`; one open lead per phone and project (422 naming the open one); the
 * agent named, the caller when an agent, else the project's next agent in turn; 201.
 */
export const staffStoreAttentionRequest = defineOperation(
  {
    method: 'POST',
    path: '/crm/attention-requests',
    operationId: 'staffStoreAttentionRequest',
    summary: 'Attention Request: Store',
    access: { kind: 'staff', ability: 'crm.leads.manage' },
    response: { kind: 'single', record: 'StaffAttentionRequest', created: true },
    body: z.object({ ...leadFields, project_id: integerText({ min: 1 }) }),
  },
  async ({ body, request }) => {
    const viewer = staffCaller(request);
    return single(
      await storeLead(viewer, {
        ...body,
        next_follow_up_at: body.next_follow_up_at?.toISOString(),
      }),
    );
  },
);
