import { declareModule } from '../../../shared/http/module';

/**
 * system/qualification-requests: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemQualificationRequests = declareModule({
  surface: 'system',
  resource: 'qualification-requests',
  grants: { table: 'readwrite' },
  access: { kind: 'keys' },
});
