import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListRentalRequests } from './list-rental-requests';
import { systemShowRentalRequest } from './show-rental-request';

/** system/rental-requests: one Lambda serving these operations. */
export const systemRentalRequests = defineModule({
  surface: 'system',
  resource: 'rental-requests',
  grants: { table: 'read' },
  access: { kind: 'keys' },
  operations: [systemListRentalRequests, systemShowRentalRequest],
});

export const handler = resourceHandler(systemRentalRequests);
