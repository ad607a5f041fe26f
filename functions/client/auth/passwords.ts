import * as z from 'zod/mini';
import { loginClient } from '../../../shared/domain/auth/login';
import { sendNewPassword, setClientPassword } from '../../../shared/domain/auth/passwords';
import { single } from '../../../shared/http/envelopes';
import { emailText, phoneText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** A password as sent: not trimmed, 8 to 255 characters. */
const newPassword = () => z.string().check(z.minLength(8), z.maxLength(255));

const resetBody = z.object({ password: newPassword(), password_confirmation: z.string() }).check(
  z.refine((input) => input.password === input.password_confirmation, {
    path: ['password'],
    message: 'validation.confirmed',
  }),
);

/** POST /client/reset-password: the signed-in client sets a new password; their other sessions end. */
export const clientResetPassword = defineOperation(
  { response: { kind: 'single', record: 'PasswordSet' }, body: resetBody },
  async ({ body, request }) => {
    await setClientPassword(request.token?.ownerId as number, body.password, request.token?.tokenId);
    return single({ password_set: true });
  },
);

/** POST /client/login-by-password: the app's phone + password sign-in. */
export const clientLoginByPassword = defineOperation(
  {
    response: { kind: 'single', record: 'ClientLogin' },
    body: z.object({ phone: phoneText(), password: requiredText(255) }),
  },
  async ({ body }) => single(await loginClient({ field: 'phone', value: body.phone }, body.password)),
);

/** POST /client/forgot-password: mails a new password to the client with this e-mail. */
export const clientForgotPassword = defineOperation(
  { response: { kind: 'single', record: 'ForgotPasswordAccepted' }, body: z.object({ email: emailText() }) },
  async ({ body, request }) => {
    await sendNewPassword(body.email, request.locale);
    return single({ accepted: true });
  },
);
