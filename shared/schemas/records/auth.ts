import * as z from 'zod';
import { Client } from './clients';
import { UserSimple } from './simple';

/** What the sign-in operations answer. */

/** What a login answers: a bearer token and who it speaks for. */
const tokenFields = {
  token: z.string().regex(/^\d+\|[A-Za-z0-9]{48}$/),
  token_type: z.literal('Bearer'),
  expires_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
};
export const ClientLogin = z.strictObject({ ...tokenFields, client: Client });
export const StaffLogin = z.strictObject({
  ...tokenFields,
  user: UserSimple.extend({ abilities: z.array(z.string()) }),
});

/** What a logout answers. */
export const LoggedOut = z.strictObject({ logged_out: z.literal(true) });
/** What send-otp answers: how long the code is valid and when another may be asked for (seconds). */
export const OtpSent = z.strictObject({ expires_in: z.number().int(), resend_after: z.number().int() });
/** What reset & set password answers. */
export const PasswordSet = z.strictObject({ password_set: z.literal(true) });
/** What forgot-password answers, registered address or not. */
export const ForgotPasswordAccepted = z.strictObject({ accepted: z.literal(true) });
