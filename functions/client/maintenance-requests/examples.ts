import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/maintenance-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListMaintenanceRequests: { query: { page: '1', per_page: '2' } },
  clientMaintenanceFormData: {},
  clientStoreMaintenanceRequest: {
    body: { category: 'plumbing', description: 'The water heater makes a knocking noise.', unit_id: '3' },
    files: { 'attachments[]': ['events/files/leak-photo.txt'] },
  },
  clientShowMaintenanceRequest: { path: { maintenance_request_id: '1' } },
  clientMaintenanceComments: { path: { maintenance_request_id: '1' } },
  clientAddMaintenanceComment: {
    path: { maintenance_request_id: '2' },
    body: { comment: 'The tap is still leaking' },
    files: { 'attachments[]': ['events/files/leak-photo.txt'] },
  },
  clientRateMaintenanceRequest: {
    path: { maintenance_request_id: '4' },
    body: { rating: '5', rating_note: 'Quick and tidy.' },
  },
  clientUpdateMaintenanceRequest: {
    path: { maintenance_request_id: '1' },
    body: { description: 'Kitchen tap leaks under the sink, worse at night.' },
  },
  clientDeleteMaintenanceRequest: {
    path: { maintenance_request_id: '{created:clientStoreMaintenanceRequest}' },
  },
};
