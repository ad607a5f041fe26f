import { declareModule } from '../../../shared/http/module';

/**
 * system/archive: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemArchive = declareModule({
  surface: 'system',
  resource: 'archive',
  grants: { table: 'readwrite', bucket: 'readwrite', fieldEncryption: true },
  access: { kind: 'keys' },
});
