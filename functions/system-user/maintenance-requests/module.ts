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
});
