import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListSaleRefunds } from './list-sale-refunds';
import { systemListSales } from './list-sales';
import { systemShowSale } from './show-sale';
import { systemShowSaleRefund } from './show-sale-refund';

/** system/sales: one Lambda serving these operations. */
export const systemSales = defineModule({
  surface: 'system',
  resource: 'sales',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListSales, systemShowSale, systemListSaleRefunds, systemShowSaleRefund],
});

export const handler = resourceHandler(systemSales);
