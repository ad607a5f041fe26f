import * as z from 'zod';
import { type ClientIdentifier, loginClient } from '../../../shared/domain/auth/login';
import { single } from '../../../shared/http/envelopes';
import {
  blankToUndefined,
  optionalIntegerText,
  optionalText,
  phoneText,
  requiredText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * The client names the account by `email_or_phone`, or by `phone`, or by `national_id` with its
 * `nationality_id` (the spec's login error keys); with the `password`.
 */
const body = z
  .object({
    email_or_phone: optionalText(255),
    phone: z.preprocess(blankToUndefined, phoneText().optional()),
    national_id: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{10}$/)
        .transform(Number)
        .optional(),
    ),
    nationality_id: optionalIntegerText({ min: 1 }),
    password: requiredText(255),
  })
  // `when` runs these checks even when another field failed, so every problem is reported at once.
  .superRefine(
    (input, context) => {
      if (!input.email_or_phone && !input.phone && input.national_id === undefined) {
        context.addIssue({ code: 'custom', path: ['email_or_phone'], message: 'validation.required' });
      }
      if (input.national_id !== undefined && input.nationality_id === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['nationality_id'],
          message: 'validation.required_with',
          params: { values: 'national id' },
        });
      }
    },
    { when: () => true },
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
  { response: { kind: 'single', record: 'ClientLogin' }, body },
  async ({ body: input }) => single(await loginClient(identifierOf(input), input.password)),
);
