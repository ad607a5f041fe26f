import * as z from 'zod/mini';
import { phoneText } from '../../../shared/http/fields';

export const verifyBody = z.object({
  phone: phoneText(),
  otp: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
});

/** A password as sent: not trimmed, 8 to 255 characters. */
export const newPassword = () => z.string().check(z.minLength(8), z.maxLength(255));

export const resetBody = z.object({ password: newPassword(), password_confirmation: z.string() }).check(
  z.refine((input) => input.password === input.password_confirmation, {
    path: ['password'],
    message: 'validation.confirmed',
  }),
);
