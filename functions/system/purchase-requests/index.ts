import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseRequests } from './list-purchase-requests';
import { systemShowPurchaseRequest } from './show-purchase-request';

/** system/purchase-requests: one Lambda serving these operations. */
export const systemPurchaseRequests = defineModule({
  surface: 'system',
  resource: 'purchase-requests',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListPurchaseRequests, systemShowPurchaseRequest],
});

export const handler = resourceHandler(systemPurchaseRequests);
