import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/complaints: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemComplaints = declareModule({
  surface: 'system',
  resource: 'complaints',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'keys' },
  // Staff move a complaint along its life cycle (shared/domain/complaints); the staff module that
  // will do it over HTTP takes this declaration over when it comes.
  abilities: {
    'crm.complaints.manage': 'Move a complaint along its life cycle.',
  },
});
