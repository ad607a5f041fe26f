import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/saleable-details: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemSaleableDetails = declareModule({
  surface: 'system',
  resource: 'saleable-details',
  grants: {
    table: 'read',
    bucket: { read: [filePrefixes.projects, filePrefixes.units, filePrefixes.clients] },
  },
  access: { kind: 'keys' },
});
