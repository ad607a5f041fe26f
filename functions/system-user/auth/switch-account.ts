import * as z from 'zod/mini';
import { switchAccount } from '../../../shared/domain/auth/switch-account';
import { single } from '../../../shared/http/envelopes';
import { integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * POST {system_user_url}/switch-account: moves to `user_id`, another account of the same person
 * (the profile's `accounts`), without a password; the token of this call is revoked.
 */
export const staffSwitchAccount = defineOperation(
  {
    method: 'POST',
    path: '/switch-account',
    operationId: 'staffSwitchAccount',
    summary: 'Auth: switch-account',
    access: { kind: 'staff', ability: 'core.account.use' },
    response: { kind: 'single', record: 'StaffLogin', notFound: true },
    body: z.object({ user_id: integerText({ min: 1 }) }),
  },
  async ({ body, request }) => single(await switchAccount(staffCaller(request), body.user_id)),
);
