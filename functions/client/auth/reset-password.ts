import { setClientPassword } from '../../../shared/domain/auth/passwords';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { clientCaller } from '../../../shared/http/request-caller';
import { resetBody } from './fields';

/** POST /client/reset-password: the signed-in client sets a new password; their other sessions end. */
export const clientResetPassword = defineOperation(
  {
    method: 'POST',
    path: '/reset-password',
    operationId: 'clientResetPassword',
    summary: 'Auth: reset & set password',
    access: { kind: 'client' },
    response: { kind: 'single', record: 'PasswordSet' },
    body: resetBody,
  },
  async ({ body, request }) => {
    const caller = clientCaller(request);
    await setClientPassword(caller.id, body.password, caller.tokenId);
    return single({ password_set: true });
  },
);
