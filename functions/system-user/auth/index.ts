import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffLogin } from './login';

/** system-user/auth: one Lambda serving these operations. */
export const staffAuth = defineModule({
  surface: 'system-user',
  resource: 'auth',
  grants: { table: 'readwrite' },
  access: { kind: 'keys' },
  operations: [staffLogin],
});

export const handler = resourceHandler(staffAuth);
