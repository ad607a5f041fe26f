import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/lands: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemLands = declareModule({
  surface: 'system',
  resource: 'lands',
  grants: { table: 'read', bucket: { read: [filePrefixes.projects] } },
  access: { kind: 'keys' },
});
