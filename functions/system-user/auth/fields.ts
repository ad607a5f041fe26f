import * as z from 'zod/mini';

/** A 6-digit one-time code, as login-send-otp texts it. */
export const otpText = () => z.string().check(z.trim(), z.regex(/^\d{6}$/));
