import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffDailyDigestLogs } from './daily-digest-logs';

/** system-user/acceptances: one Lambda serving these operations. */
export const staffAcceptances = defineModule({
  surface: 'system-user',
  resource: 'acceptances',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'staff', ability: 'acceptances.view' },
  operations: [staffDailyDigestLogs],
});

export const handler = resourceHandler(staffAcceptances);
