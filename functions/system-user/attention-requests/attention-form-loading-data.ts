import * as z from 'zod/mini';
import { leadFormLoadingData } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * GET {system_user_url}/crm/attention-requests/get-form-loading-data?project_id=: what the lead
 * form loads once a project is chosen: its buildings, units on sale and sales agents.
 */
export const staffAttentionFormLoadingData = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests/get-form-loading-data',
    operationId: 'staffAttentionFormLoadingData',
    summary: 'Attention Request: get_form_loading_data',
    response: { kind: 'single', record: 'AttentionFormLoadingData' },
    query: z.object({ project_id: integerText({ min: 1 }) }),
  },
  async ({ query }) => single(await leadFormLoadingData(query.project_id)),
);
