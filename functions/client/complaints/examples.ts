import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/complaints, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListComplaints: { query: { per_page: '2' } },
  clientComplaintFormData: {},
  clientStoreComplaint: {
    body: { category: 'delivery_delay', description: 'The handover date moved twice.', unit_id: '3' },
  },
  clientShowComplaint: { path: { complaint_id: '{created:clientStoreComplaint}' } },
  clientUpdateComplaint: {
    path: { complaint_id: '{created:clientStoreComplaint}' },
    body: { description: 'The handover date moved twice; please confirm the new one in writing.' },
  },
  clientDeleteComplaint: { path: { complaint_id: '{created:clientStoreComplaint}' } },
};
