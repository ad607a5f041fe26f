import * as z from 'zod/mini';
import { deleteOwnAccount } from '../../../shared/domain/auth/delete-account';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';
import { requestToken } from '../../../shared/http/request-token';

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
    body: z.object({ password: requiredText(255) }),
  },
  async ({ body, request }) =>
    single(await deleteOwnAccount(requestToken(request).ownerId, body.password, requestSource(request))),
);
