import * as z from 'zod/mini';
import { sendNewPassword } from '../../../shared/domain/auth/passwords';
import { single } from '../../../shared/http/envelopes';
import { emailText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** POST /client/forgot-password: mails a new password to the client with this e-mail. */
export const clientForgotPassword = defineOperation(
  {
    method: 'POST',
    path: '/forgot-password',
    operationId: 'clientForgotPassword',
    summary: 'Auth: password send forgot-email with new password',
    response: { kind: 'single', record: 'ForgotPasswordAccepted' },
    body: z.object({ email: emailText() }),
  },
  async ({ body, request }) => {
    await sendNewPassword(body.email, request.locale);
    return single({ accepted: true });
  },
);
