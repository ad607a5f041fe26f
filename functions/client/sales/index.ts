import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientListSales } from './list-sales';
import { clientShowSale } from './show-sale';
import { clientStatisticsOperation } from './statistics';

/** client/sales: one Lambda serving these operations. */
export const clientSales = defineModule({
  surface: 'client',
  resource: 'sales',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'client' },
  operations: [clientListSales, clientShowSale, clientStatisticsOperation],
});

export const handler = resourceHandler(clientSales);
