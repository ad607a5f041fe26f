import { revokeAccessToken } from '../../../shared/auth/access-tokens';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';

/** POST /client/logout: revokes the bearer token used for this call, at once. */
export const clientLogout = defineOperation(
  {
    method: 'POST',
    path: '/logout',
    operationId: 'clientLogout',
    summary: 'Auth: logout',
    access: { kind: 'client' },
    response: { kind: 'single', record: 'LoggedOut' },
  },
  async ({ request }) => {
    await revokeAccessToken(clientCaller(request).tokenId);
    return single({ logged_out: true });
  },
);
