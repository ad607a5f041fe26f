import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemAvailableForSale } from './available-for-sale';

/** system/saleable-details: one Lambda serving these operations. */
export const systemSaleableDetails = defineModule({
  surface: 'system',
  resource: 'saleable-details',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemAvailableForSale],
});

export const handler = resourceHandler(systemSaleableDetails);
