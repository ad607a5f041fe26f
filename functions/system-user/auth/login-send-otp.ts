import * as z from 'zod/mini';
import { sendOtp } from '../../../shared/domain/auth/otp';
import { single } from '../../../shared/http/envelopes';
import { phoneText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * POST {system_user_url}/login-send-otp: texts a 6-digit code to the staff member registered with
 * `phone`; `login` with that phone and `otp` signs them in. Same limits as the client codes.
 */
export const staffLoginSendOtp = defineOperation(
  {
    method: 'POST',
    path: '/login-send-otp',
    operationId: 'staffLoginSendOtp',
    summary: 'Auth: login-send-otp',
    response: { kind: 'single', record: 'OtpSent' },
    body: z.object({ phone: phoneText() }),
  },
  async ({ body, request }) => single(await sendOtp(body.phone, request.locale, 'user')),
);
