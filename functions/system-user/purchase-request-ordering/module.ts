import { declareModule } from '../../../shared/http/module';

/**
 * system-user/purchase-request-ordering (area purchasing/purchase-requests): from a request's offers
 * to its purchase orders: compare the offers (approval `offers_comparison`), show an offer against
 * the request's lines, send the orders (Q1, B1; shared/domain/purchasing/README.md). The abilities
 * are the purchase-orders module's: reading needs `purchasing.orders.view`, writing
 * `purchasing.orders.manage`.
 */
export const staffPurchaseRequestOrdering = declareModule({
  surface: 'system-user',
  resource: 'purchase-request-ordering',
  area: 'purchasing/purchase-requests',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.orders.manage' },
});
