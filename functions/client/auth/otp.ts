import * as z from 'zod/mini';
import { getEntity } from '../../../shared/db/entity-store';
import { signInClient } from '../../../shared/domain/auth/login';
import { sendOtp, verifyOtp } from '../../../shared/domain/auth/otp';
import { CLIENT, type Client } from '../../../shared/domain/clients/clients';
import { single } from '../../../shared/http/envelopes';
import { phoneText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** POST /client/send-otp: texts a 6-digit code to the client registered with `phone`. */
export const clientSendOtp = defineOperation(
  { response: { kind: 'single', record: 'OtpSent' }, body: z.object({ phone: phoneText() }) },
  async ({ body, request }) => single(await sendOtp(body.phone, request.locale)),
);

const verifyBody = z.object({
  phone: phoneText(),
  otp: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});

/** POST /client/verify-otp: a right code signs the client in (a bearer token and the Client record). */
export const clientVerifyOtp = defineOperation(
  { response: { kind: 'single', record: 'ClientLogin' }, body: verifyBody },
  async ({ body }) => {
    const clientId = await verifyOtp(body.phone, body.otp);
    return single(await signInClient(await getEntity<Client>(CLIENT, clientId, 'client')));
  },
);
