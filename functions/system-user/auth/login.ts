import * as z from 'zod/mini';
import { loginStaff, loginStaffByOtp } from '../../../shared/domain/auth/staff-login';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, passwordText, requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';
import { otpText } from './fields';

/** The account by `email_or_phone`, proven by its `password` or by the `otp` login-send-otp texted to that phone. */
const body = z
  .object({
    email_or_phone: requiredText(255),
    password: blankAsAbsent(passwordText()),
    otp: blankAsAbsent(otpText()),
  })
  // `when` runs these checks even when another field failed, so every problem is reported at once.
  .check(
    z.refine((input) => input.password !== undefined || input.otp !== undefined, {
      path: ['password'],
      message: 'validation.required_without',
      params: { values: 'otp' },
      when: () => true,
    }),
    z.refine((input) => input.password === undefined || input.otp === undefined, {
      path: ['otp'],
      message: 'validation.prohibits',
      params: { other: 'password' },
      when: () => true,
    }),
  );

/**
 * POST {system_user_url}/login: a bearer token carrying the staff user's abilities, and the user.
 * With `otp` instead of `password`, `email_or_phone` is the phone the code was texted to.
 */
export const staffLogin = defineOperation(
  {
    method: 'POST',
    path: '/login',
    operationId: 'staffLogin',
    summary: 'Auth: login',
    response: { kind: 'single', record: 'StaffLogin' },
    body,
  },
  async ({ body: input, request }) =>
    single(
      input.otp !== undefined
        ? await loginStaffByOtp(input.email_or_phone, input.otp)
        : await loginStaff(input.email_or_phone, input.password as string, requestSource(request)),
    ),
);
