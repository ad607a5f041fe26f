import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseOrders } from './list-purchase-orders';
import { systemListRaiseBudgets } from './list-raise-budgets';
import { systemShowPurchaseOrder } from './show-purchase-order';
import { systemShowRaiseBudget } from './show-raise-budget';

/** system/purchase-orders: one Lambda serving these operations. */
export const systemPurchaseOrders = defineModule({
  surface: 'system',
  resource: 'purchase-orders',
  grants: { table: 'read' },
  access: { kind: 'keys' },
  operations: [
    systemListPurchaseOrders,
    systemShowPurchaseOrder,
    systemListRaiseBudgets,
    systemShowRaiseBudget,
  ],
});

export const handler = resourceHandler(systemPurchaseOrders);
