import * as z from 'zod/mini';
import { type ClientIdentifier, loginClient } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalIntegerText,
  optionalText,
  passwordText,
  phoneText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { requestSource } from '../../../shared/http/request-source';

/**
 * The client names the account by `email_or_phone`, or by `phone`, or by `national_id` with its
 * `nationality_id` (the spec's login error keys); with the `password`.
 */
const body = z
  .object({
    email_or_phone: optionalText(255),
    phone: blankAsAbsent(phoneText()),
    national_id: blankAsAbsent(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{10}$/)),
        z.transform((value) => Number(value)),
      ),
    ),
    nationality_id: optionalIntegerText({ min: 1 }),
    password: passwordText(),
  })
  // `when` runs these checks even when another field failed, so every problem is reported at once.
  .check(
    z.refine((input) => Boolean(input.email_or_phone || input.phone || input.national_id !== undefined), {
      path: ['email_or_phone'],
      message: 'validation.required',
      when: () => true,
    }),
    z.refine((input) => input.national_id === undefined || input.nationality_id !== undefined, {
      path: ['nationality_id'],
      message: 'validation.required_with',
      params: { values: 'national id' },
      when: () => true,
    }),
  );

function identifierOf(input: z.output<typeof body>): ClientIdentifier {
  if (input.email_or_phone) return { field: 'email_or_phone', value: input.email_or_phone };
  if (input.phone) return { field: 'phone', value: input.phone };
  return {
    field: 'national_id',
    nationalId: input.national_id as number,
    nationalityId: input.nationality_id as number,
  };
}

/** POST /client/login: a bearer token and the Client record; wrong credentials are a 422 on the identifier. */
export const clientLogin = defineOperation(
  {
    method: 'POST',
    path: '/login',
    operationId: 'clientLogin',
    summary: 'Auth: login',
    response: { kind: 'single', record: 'ClientLogin' },
    body,
  },
  async ({ body: input, request }) =>
    single(await loginClient(identifierOf(input), input.password, requestSource(request))),
);
