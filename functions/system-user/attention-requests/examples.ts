import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/attention-requests, on the demo data of
 * `npm start` (infra/local/seed/leads.ts: lead 5 is Khalid Al-Mutairi's, interested). The lead the
 * store example creates is shown, updated and deleted again, so a run can be repeated.
 */
export const examples: ModuleExamples = {
  staffListAttentionRequests: { query: { status: 'new', per_page: '2' } },
  staffFilterAttentionRequests: { body: { project_id: '1', status: 'interested' } },
  staffAttentionCreateUpdateData: {},
  staffAttentionFormLoadingData: { query: { project_id: '1' } },
  staffSearchAttentionClient: { query: { search: 'Al-Mutairi' } },
  staffStoreAttentionRequest: {
    body: {
      project_id: '2',
      name: 'Omar Al-Qahtani',
      phone: '0551239999',
      platform: 'walk_in',
      reason_for_buy: 'investment',
      payment_method: 'cash',
      next_follow_up_at: '2030-01-05 10:00',
    },
  },
  staffShowAttentionRequest: { path: { attention_request_id: '{created:staffStoreAttentionRequest}' } },
  staffUpdateAttentionRequest: {
    path: { attention_request_id: '{created:staffStoreAttentionRequest}' },
    body: { note: 'Prefers a corner unit.', price_range: '1800000' },
  },
  staffFollowUpFormData: { path: { attention_request_id: '5' } },
  staffStoreFollowUp: {
    path: { attention_request_id: '5' },
    body: {
      channel: 'whatsapp',
      result: 'call_back_later',
      note: 'Travelling; call again after the holiday.',
      next_follow_up_at: '2030-01-10 09:00',
    },
  },
  staffDeleteAttentionRequest: { path: { attention_request_id: '{created:staffStoreAttentionRequest}' } },
};
