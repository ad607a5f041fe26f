import { scriptForm, scriptHeaders } from '../../../infra/openapi/postman-scripts';
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
    // A request is rated once: the Postman run rates one it files and has closed.
    postman: {
      path: { maintenance_request_id: '{{rated_request_id}}' },
      prerequest: [
        "const base = pm.environment.get('base_url');",
        `pm.sendRequest({ url: base + '/client/maintenance-request/store', method: 'POST', header: ${scriptHeaders('client_token')}, body: ${scriptForm({ category: "'plumbing'", description: "'Filed by the Postman run to be rated.'", unit_id: "'3'" })} }, (error, response) => {`,
        '  const id = response.json().data.id;',
        "  pm.environment.set('rated_request_id', id);",
        // Staff close it through the real change-status operation (open -> closed).
        `  pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests/' + id + '/change-status', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ status: "'closed'" })} }, () => {});`,
        '});',
      ],
    },
  },
  clientUpdateMaintenanceRequest: {
    path: { maintenance_request_id: '1' },
    body: { description: 'Kitchen tap leaks under the sink, worse at night.' },
  },
  clientDeleteMaintenanceRequest: {
    path: { maintenance_request_id: '{created:clientStoreMaintenanceRequest}' },
  },
};
