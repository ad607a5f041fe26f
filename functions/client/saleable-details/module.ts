import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * client/saleable-details: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const clientSaleableDetails = declareModule({
  surface: 'client',
  resource: 'saleable-details',
  grants: {
    table: 'read',
    bucket: { read: [filePrefixes.projects, filePrefixes.units, filePrefixes.clients] },
  },
  access: { kind: 'client' },
});
