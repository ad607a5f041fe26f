import { loginClientByOtp } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { verifyBody } from './fields';

/** POST /client/verify-otp: a right code signs the client in (a bearer token and the Client record). */
export const clientVerifyOtp = defineOperation(
  {
    method: 'POST',
    path: '/verify-otp',
    operationId: 'clientVerifyOtp',
    summary: 'Auth: verify-otp',
    response: { kind: 'single', record: 'ClientLogin' },
    body: verifyBody,
  },
  async ({ body }) => single(await loginClientByOtp(body.phone, body.otp)),
);
