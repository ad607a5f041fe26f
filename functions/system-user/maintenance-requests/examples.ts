import { scriptForm, scriptHeaders } from '../../../infra/openapi/postman-scripts';
import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/maintenance-requests, on the demo data of
 * `npm start` (infra/local/seed/operations.ts: request 2 is in progress with the technician; the
 * demo client, 25, bought unit 3). Request 2 goes completed -> priced -> billed -> closed in order.
 */
/** The Postman run's staff chain goes on with the request its change-status example filed. */
const staffChain = { path: { maintenance_request_id: '{{staff_request_id}}' } };

export const examples: ModuleExamples = {
  staffListMaintenanceRequests: { query: { status: 'open', per_page: '2' } },
  staffMaintenanceFilters: {},
  staffMaintenanceFormData: { query: { client_id: '25' } },
  staffStoreMaintenanceRequest: {
    body: {
      client_id: '25',
      unit_id: '3',
      category: 'plumbing',
      description: 'Water heater leaks in the laundry.',
    },
    files: { 'attachments[]': ['events/files/leak-photo.txt'] },
  },
  staffShowMaintenanceRequest: { path: { maintenance_request_id: '1' } },
  staffUpdateMaintenanceRequest: {
    path: { maintenance_request_id: '{created:staffStoreMaintenanceRequest}' },
    body: { description: 'Water heater leaks in the laundry; the floor is wet.' },
  },
  staffDeleteMaintenanceRequest: {
    path: { maintenance_request_id: '{created:staffStoreMaintenanceRequest}' },
    after: ['staffUpdateMaintenanceRequest', 'staffAddMaintenanceComment'],
  },
  staffMaintenanceComments: { path: { maintenance_request_id: '1' } },
  staffAddMaintenanceComment: {
    path: { maintenance_request_id: '{created:staffStoreMaintenanceRequest}' },
    body: { comment: 'A technician will visit on Sunday morning.' },
  },
  staffChangeMaintenanceStatus: {
    path: { maintenance_request_id: '2' },
    body: { status: 'completed', reason: 'Socket replaced.' },
    // The Postman run's staff chain (status -> cost -> bill -> confirm) works on a request it files and starts.
    postman: {
      path: { maintenance_request_id: '{{staff_request_id}}' },
      prerequest: [
        `pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ client_id: "'25'", unit_id: "'3'", category: "'electrical'", description: "'Filed by the Postman run for the staff chain.'" })} }, (error, response) => {`,
        '  const id = response.json().data.id;',
        "  pm.environment.set('staff_request_id', id);",
        `  pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests/' + id + '/change-status', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ status: "'in_progress'" })} }, () => {});`,
        '});',
      ],
    },
  },
  staffChangeMaintenanceCost: {
    path: { maintenance_request_id: '2' },
    body: { cost: '150.00', reason: 'The socket was broken by misuse.' },
    after: ['staffChangeMaintenanceStatus'],
    postman: staffChain,
  },
  staffStoreMaintenanceInvoice: {
    path: { maintenance_request_id: '2' },
    body: { invoice_number: 'INV-2026-0042', invoice_date: '2026-11-20', amount: '150.00' },
    files: { file: ['events/files/leak-photo.txt'] },
    after: ['staffChangeMaintenanceCost'],
    postman: staffChain,
  },
  staffChangeMaintenanceCompleted: {
    path: { maintenance_request_id: '2' },
    body: { is_completed: 'true' },
    after: ['staffStoreMaintenanceInvoice'],
    postman: staffChain,
  },
};
