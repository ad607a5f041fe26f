import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system/purchase-orders: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemPurchaseOrders = declareModule({
  surface: 'system',
  resource: 'purchase-orders',
  // Raise budgets show their project's cover image as a signed link.
  grants: { table: 'read', bucket: { read: [filePrefixes.projects] } },
  access: { kind: 'keys' },
});
