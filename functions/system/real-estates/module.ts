import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/real-estates: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemRealEstates = declareModule({
  surface: 'system',
  resource: 'real-estates',
  grants: { table: 'read', bucket: { read: [filePrefixes.projects, filePrefixes.clients] } },
  access: { kind: 'keys' },
});
