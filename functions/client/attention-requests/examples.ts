import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/attention-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListAttentionRequests: { query: { per_page: '5' } },
  clientCanBuySaleableDetails: { query: { project_id: '1' } },
  clientAttentionFormData: {},
  clientStoreAttentionRequest: {
    body: {
      reason_for_buy: 'investment',
      payment_method: 'cash',
      unit_size_range: '100-150',
      bedroom_count: '2',
      price_range: '1000000',
      note: 'Close to the metro, please.',
      'option_ids[0]': '1',
      'option_ids[1]': '3',
      'project_ids[0]': '1',
      'project_ids[1]': '2',
      'unit_ids[0]': '1',
    },
  },
  clientShowAttentionRequest: { path: { attention_request_id: '{created:clientStoreAttentionRequest}' } },
};
