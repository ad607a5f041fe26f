import { getEntity } from '../../../shared/db/entity-store';
import { signInClient } from '../../../shared/domain/auth/login';
import { verifyOtp } from '../../../shared/domain/auth/otp';
import { CLIENT, type Client } from '../../../shared/domain/clients/clients';
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
  async ({ body }) => {
    const clientId = await verifyOtp(body.phone, body.otp);
    return single(await signInClient(await getEntity<Client>(CLIENT, clientId, 'client')));
  },
);
