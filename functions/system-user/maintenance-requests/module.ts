import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/maintenance-requests (crm): one Lambda. Its operations are the operation files of this
 * folder (each declares its route); the registry finds them, so adding one touches no list.
 */
export const staffMaintenanceRequests = declareModule({
  surface: 'system-user',
  resource: 'maintenance-requests',
  area: 'crm',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.clients], write: [filePrefixes.maintenance] },
  },
  access: { kind: 'staff', ability: 'crm.maintenance-requests.view' },
  abilities: {
    'crm.maintenance-requests.view': 'Maintenance requests: index, filters, show, comments, form data.',
    'crm.maintenance-requests.manage':
      'Maintenance requests: store, update, delete, comment, assign, move along the life cycle.',
    'crm.maintenance-requests.bill': 'Maintenance requests: the cost and the invoice details.',
  },
});
