import * as z from 'zod/mini';
import { updateClient } from '../../../shared/domain/clients/update-client';
import { single } from '../../../shared/http/envelopes';
import {
  clearable,
  dateText,
  emailText,
  idParameter,
  optionalIntegerText,
  phoneText,
  requiredText,
  text,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** Fields not sent are kept; optional fields sent empty are cleared (see `clearable`). */
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
};

const body = z.object({
  ...clientFields,
  /** Optional optimistic lock: the `version` the caller read; a stale one is a 409. */
  version: optionalIntegerText({ min: 1 }),
});

/** POST /system/clients/{client_id}/update: the thirteen multipart fields; answers the Client record with its deals. */
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
