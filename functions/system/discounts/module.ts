import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/discounts: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemDiscounts = declareModule({
  surface: 'system',
  resource: 'discounts',
  grants: {
    table: 'read',
    bucket: { read: [filePrefixes.projects, filePrefixes.icons, filePrefixes.clients] },
  },
  access: { kind: 'keys' },
});
