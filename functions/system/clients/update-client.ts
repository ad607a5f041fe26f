import * as z from 'zod';
import { updateClient } from '../../../shared/domain/clients/update-client';
import { single } from '../../../shared/http/envelopes';
import {
  dateText,
  emailText,
  idParameter,
  optionalIntegerText,
  phoneText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** Sent but empty clears an optional field; not sent leaves it as it is. */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

const body = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  phone: phoneText().optional(),
  type: clearable(z.string().trim().max(50)),
  platform: clearable(z.string().trim().max(100)),
  other_phone: clearable(phoneText()),
  email: clearable(emailText()),
  iban_number: clearable(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)),
  ),
  postal_code: clearable(
    z
      .string()
      .trim()
      .regex(/^\d{4,10}$/)
      .transform(Number),
  ),
  short_national_address: clearable(z.string().trim().max(20)),
  address: clearable(z.string().trim().max(500)),
  agency_name: clearable(z.string().trim().max(255)),
  agency_number: clearable(z.string().trim().max(100)),
  agency_end_at: clearable(dateText()),
  /** Optional optimistic lock: the `version` the caller read; a stale one is a 409. */
  version: optionalIntegerText({ min: 1 }),
});

/** POST /system/clients/{client_id}/update: the thirteen multipart fields; answers the Client record with its deals. */
export const systemUpdateClient = defineOperation(
  {
    response: { kind: 'single', record: 'ClientWithDeals', conflict: true },
    path: z.object({ client_id: idParameter() }),
    body,
  },
  async ({ path, body: { version, ...changes } }) =>
    single(await updateClient(path.client_id, changes, version)),
);
