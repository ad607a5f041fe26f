import { declareModule } from '../../../shared/http/module';

/**
 * system/purchase-orders: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemPurchaseOrders = declareModule({
  surface: 'system',
  resource: 'purchase-orders',
  grants: { table: 'read' },
  access: { kind: 'keys' },
});
