import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/clients: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemClients = declareModule({
  surface: 'system',
  resource: 'clients',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'keys' },
});
