import * as z from 'zod/mini';
import { isSaudiNationalId } from '../../../shared/domain/clients/saudi-national-id';
import { updateClient } from '../../../shared/domain/clients/update-client';
import { single } from '../../../shared/http/envelopes';
import {
  clearable,
  dateText,
  documentedAs,
  emailText,
  idParameter,
  integerText,
  optionalIntegerText,
  phoneText,
  requiredText,
  text,
} from '../../../shared/http/fields';
import type { MessageKey } from '../../../shared/i18n';

/**
 * A Saudi national id (first digit 1) or iqama number (first digit 2): 10 digits whose last is the
 * Luhn check digit (shared/domain/clients/saudi-national-id.ts); text or a JSON number, stored as
 * the number. Anything else is a 422 saying so.
 */
export const saudiNationalIdText = () => {
  const schema = z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context) => {
      const digits = String(value).trim();
      if (isSaudiNationalId(digits)) return Number(digits);
      const message: MessageKey = digits === '' ? 'validation.required' : 'validation.saudi_national_id';
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
  documentedAs.add(schema, {
    type: 'string',
    pattern: '^[12][0-9]{9}$',
    description: 'Saudi national id (1...) or iqama (2...): 10 digits, the last a Luhn check digit.',
    example: '1010000006',
  });
  return schema;
};

/** A calendar day `YYYY-MM-DD`, stored as that day's midnight UTC (the record's timestamp). */
const dayAsTimestamp = () =>
  z.pipe(
    dateText(),
    z.transform((day) => `${day}T00:00:00.000Z`),
  );

/** A date of birth: a calendar day before today (UTC). */
const dateOfBirth = () =>
  z.pipe(
    dateText().check(
      z.refine((day) => day < new Date().toISOString().slice(0, 10), {
        message: 'validation.before',
        params: { date: 'today' },
      }),
    ),
    z.transform((day) => `${day}T00:00:00.000Z`),
  );

import { defineOperation } from '../../../shared/http/operation';

/**
 * Fields not sent are kept; optional fields sent empty are cleared (see `clearable`). The spec's
 * thirteen, then the identity a sale needs (init sale requires `national_id`; the prints show it):
 * national id or iqama (check digit verified, unique among live clients), its expiry, nationality
 * (a country id, and its name as text), date of birth.
 */
export const clientFields = {
  name: z.optional(requiredText(255)),
  phone: z.optional(phoneText()),
  type: clearable(text(50)),
  platform: clearable(text(100)),
  other_phone: clearable(phoneText()),
  email: clearable(emailText()),
  iban_number: clearable(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
      ),
      z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)),
    ),
  ),
  postal_code: clearable(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{4,10}$/)),
      z.transform((value) => Number(value)),
    ),
  ),
  short_national_address: clearable(text(20)),
  address: clearable(text(500)),
  agency_name: clearable(text(255)),
  agency_number: clearable(text(100)),
  agency_end_at: clearable(dateText()),
  national_id: clearable(saudiNationalIdText()),
  national_id_end_date: clearable(dayAsTimestamp()),
  nationality_id: clearable(integerText({ min: 1 })),
  nationality: clearable(text(100)),
  date_of_birth: clearable(dateOfBirth()),
};

const body = z.object({
  ...clientFields,
  /** Optional optimistic lock: the `version` the caller read; a stale one is a 409. */
  version: optionalIntegerText({ min: 1 }),
});

/**
 * POST /system/clients/{client_id}/update: the spec's thirteen multipart fields, and the optional
 * identity fields (`national_id`, `national_id_end_date`, `nationality_id`, `nationality`,
 * `date_of_birth`); answers the Client record with its deals.
 */
export const systemUpdateClient = defineOperation(
  {
    method: 'POST',
    path: '/clients/{client_id}/update',
    operationId: 'systemUpdateClient',
    summary: 'Clients: update',
    response: { kind: 'single', record: 'ClientWithDeals', conflict: true },
    params: z.object({ client_id: idParameter() }),
    body,
  },
  async ({ params, body: { version, ...changes } }) =>
    single(await updateClient(params.client_id, changes, version)),
);
