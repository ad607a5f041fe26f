import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListCompanySubscriptions } from './list-company-subscriptions';

/** system/company-subscriptions: one Lambda serving these operations. */
export const systemCompanySubscriptions = defineModule({
  surface: 'system',
  resource: 'company-subscriptions',
  grants: { table: 'read' },
  access: { kind: 'keys' },
  operations: [systemListCompanySubscriptions],
});

export const handler = resourceHandler(systemCompanySubscriptions);
