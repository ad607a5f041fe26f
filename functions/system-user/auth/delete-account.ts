import * as z from 'zod/mini';
import { deleteOwnAccount } from '../../../shared/domain/auth/delete-account';
import { single } from '../../../shared/http/envelopes';
import { passwordText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { requestSource } from '../../../shared/http/request-source';

/**
 * POST {system_user_url}/delete-account: the signed-in staff member deletes their own account,
 * confirming it with their `password`; every session ends and the account never signs in again.
 */
export const staffDeleteAccount = defineOperation(
  {
    method: 'POST',
    path: '/delete-account',
    operationId: 'staffDeleteAccount',
    summary: 'Auth: delete-account',
    access: { kind: 'staff', ability: 'core.account.use' },
    response: { kind: 'single', record: 'Deleted' },
    body: z.object({ password: passwordText() }),
  },
  async ({ body, request }) =>
    single(await deleteOwnAccount(staffCaller(request).id, body.password, requestSource(request))),
);
