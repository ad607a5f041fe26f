import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/attention-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListAttentionRequests: { query: { platform: 'call_centre', per_page: '2' } },
  systemAttentionFormData: {},
  systemStoreAttentionRequest: {
    body: {
      client_id: '3',
      reason_for_buy: 'investment',
      payment_method: 'bank_finance',
      bedroom_count: '3',
      price_range: '1200000',
      platform: 'call_centre',
      'option_ids[0]': '2',
      'project_ids[0]': '1',
      'unit_ids[0]': '1',
    },
  },
  systemShowAttentionRequest: { path: { attention_request_id: '{created:systemStoreAttentionRequest}' } },
};
