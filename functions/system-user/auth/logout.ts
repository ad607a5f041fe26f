import { revokeAccessToken } from '../../../shared/auth/access-tokens';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** POST {system_user_url}/logout: revokes the bearer token used for this call, at once. */
export const staffLogout = defineOperation(
  {
    method: 'POST',
    path: '/logout',
    operationId: 'staffLogout',
    summary: 'Auth: logout',
    access: { kind: 'staff', ability: 'core.account.use' },
    response: { kind: 'single', record: 'LoggedOut' },
  },
  async ({ request }) => {
    await revokeAccessToken(staffCaller(request).tokenId);
    return single({ logged_out: true });
  },
);
