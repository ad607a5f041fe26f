import * as z from 'zod';
import { loginClient } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** Credentials as sent by the apps (multipart); shared by the client and staff logins. */
export const loginBody = z.object({ email_or_phone: requiredText(255), password: requiredText(255) });

/** POST /client/login: a bearer token and the Client record; wrong credentials are a 422 on email_or_phone. */
export const clientLogin = defineOperation({ body: loginBody }, async ({ body }) =>
  single(await loginClient(body.email_or_phone, body.password)),
);
