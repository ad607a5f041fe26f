import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseOrders } from './list-purchase-orders';
import { systemPurchaseOrders } from './routes';
import { systemShowPurchaseOrder } from './show-purchase-order';

export const handler = resourceHandler(systemPurchaseOrders, {
  systemListPurchaseOrders,
  systemShowPurchaseOrder,
});
