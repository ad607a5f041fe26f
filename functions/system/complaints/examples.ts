import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/complaints, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemComplaintFormData: { query: { per_page: '1' } },
  systemStoreComplaint: {
    body: {
      client_id: '25',
      category: 'staff',
      description: 'Called the centre: nobody returned the call.',
      unit_id: '3',
    },
  },
};
