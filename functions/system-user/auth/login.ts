import { loginStaff } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { loginBody } from '../../client/auth/login';

/** POST {system_user_url}/login: a bearer token carrying the staff user's abilities, and the user. */
export const staffLogin = defineOperation({ body: loginBody }, async ({ body }) =>
  single(await loginStaff(body.email_or_phone, body.password)),
);
