import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/attention-requests: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemAttentionRequests = declareModule({
  surface: 'system',
  resource: 'attention-requests',
  grants: {
    table: 'readwrite',
    bucket: { read: [filePrefixes.projects, filePrefixes.units, filePrefixes.clients] },
  },
  access: { kind: 'keys' },
});
