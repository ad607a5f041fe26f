import * as z from 'zod/mini';
import { loginStaff } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';

/** POST {system_user_url}/login: a bearer token carrying the staff user's abilities, and the user. */
export const staffLogin = defineOperation(
  {
    method: 'POST',
    path: '/login',
    operationId: 'staffLogin',
    summary: 'Auth: login',
    response: { kind: 'single', record: 'StaffLogin' },
    body: z.object({ email_or_phone: requiredText(255), password: requiredText(255) }),
  },
  async ({ body, request }) =>
    single(await loginStaff(body.email_or_phone, body.password, requestSource(request))),
);
