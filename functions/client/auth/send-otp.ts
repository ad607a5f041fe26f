import * as z from 'zod/mini';
import { sendOtp } from '../../../shared/domain/auth/otp';
import { single } from '../../../shared/http/envelopes';
import { phoneText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** POST /client/send-otp: texts a 6-digit code to the client registered with `phone`. */
export const clientSendOtp = defineOperation(
  {
    method: 'POST',
    path: '/send-otp',
    operationId: 'clientSendOtp',
    summary: 'Auth: send otp',
    response: { kind: 'single', record: 'OtpSent' },
    body: z.object({ phone: phoneText() }),
  },
  async ({ body, request }) => single(await sendOtp(body.phone, request.locale)),
);
