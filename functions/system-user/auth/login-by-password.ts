import * as z from 'zod/mini';
import { loginStaffByPhone } from '../../../shared/domain/auth/staff-login';
import { single } from '../../../shared/http/envelopes';
import { passwordText, phoneText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';

/** POST {system_user_url}/login-by-password: the staff app's phone + password sign-in. */
export const staffLoginByPassword = defineOperation(
  {
    method: 'POST',
    path: '/login-by-password',
    operationId: 'staffLoginByPassword',
    summary: 'Auth: login by password',
    response: { kind: 'single', record: 'StaffLogin' },
    body: z.object({ phone: phoneText(), password: passwordText() }),
  },
  async ({ body, request }) =>
    single(await loginStaffByPhone(body.phone, body.password, requestSource(request))),
);
