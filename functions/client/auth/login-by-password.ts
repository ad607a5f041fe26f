import * as z from 'zod/mini';
import { loginClient } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import { passwordText, phoneText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';

/** POST /client/login-by-password: the app's phone + password sign-in. */
export const clientLoginByPassword = defineOperation(
  {
    method: 'POST',
    path: '/login-by-password',
    operationId: 'clientLoginByPassword',
    summary: 'Auth: login by password',
    response: { kind: 'single', record: 'ClientLogin' },
    body: z.object({ phone: phoneText(), password: passwordText() }),
  },
  async ({ body, request }) =>
    single(await loginClient({ field: 'phone', value: body.phone }, body.password, requestSource(request))),
);
