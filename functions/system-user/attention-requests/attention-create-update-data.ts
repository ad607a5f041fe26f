import { leadFormData } from '../../../shared/domain/attention-requests/staff-leads';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/crm/attention-requests/get-create-update-data: the lead form's choices, projects and agents. */
export const staffAttentionCreateUpdateData = defineOperation(
  {
    method: 'GET',
    path: '/crm/attention-requests/get-create-update-data',
    operationId: 'staffAttentionCreateUpdateData',
    summary: 'Attention Request: Get Create Update Data',
    response: { kind: 'single', record: 'StaffAttentionFormData' },
  },
  async () => single(await leadFormData()),
);
