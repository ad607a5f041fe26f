import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * client/maintenance-requests: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const clientMaintenanceRequests = declareModule({
  surface: 'client',
  resource: 'maintenance-requests',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.clients], write: [filePrefixes.maintenance] },
  },
  access: { kind: 'client' },
});
