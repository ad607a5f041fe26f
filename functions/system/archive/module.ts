import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/archive: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemArchive = declareModule({
  surface: 'system',
  resource: 'archive',
  grants: {
    table: 'readwrite',
    bucket: {
      read: [filePrefixes.projects, filePrefixes.clients],
      write: [filePrefixes.archives, filePrefixes.staging],
    },
    fieldEncryption: true,
  },
  access: { kind: 'keys' },
});
