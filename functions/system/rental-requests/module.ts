import { declareModule } from '../../../shared/http/module';

/**
 * system/rental-requests: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemRentalRequests = declareModule({
  surface: 'system',
  resource: 'rental-requests',
  grants: { table: 'read' },
  access: { kind: 'keys' },
});
