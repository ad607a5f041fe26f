import { staffProfileOf } from '../../../shared/domain/auth/staff-account';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** GET {system_user_url}/profile: the signed-in staff member, their roles, abilities, row scope and other accounts. */
export const staffProfile = defineOperation(
  {
    method: 'GET',
    path: '/profile',
    operationId: 'staffProfile',
    summary: 'Auth: profile',
    access: { kind: 'staff', ability: 'core.account.use' },
    response: { kind: 'single', record: 'StaffProfile' },
  },
  async ({ request }) => single(await staffProfileOf(staffCaller(request).user)),
);
