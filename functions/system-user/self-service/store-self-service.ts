import * as z from 'zod/mini';
import {
  LETTER_LANGUAGES,
  SELF_SERVICE_TYPES,
} from '../../../shared/domain/self-service/self-service-requests';
import { selfServiceRecord } from '../../../shared/domain/self-service/self-service-views';
import { storeSelfServiceRequest } from '../../../shared/domain/self-service/self-service-writes';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, optionalText, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** A document update's file. */
const ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * POST {system_user_url}/hr/self-service: the caller's request of a `type`, with `addressee`,
 * `language` (ar by default) and `purpose`; a bank account change names `bank_id` and a Saudi
 * `iban` (checksum), a document update sends `attachment` (4 MB). `pending_acceptance`, submitted
 * to the HR officer; one open request per type (409 for a second one).
 */
export const staffStoreSelfService = defineOperation(
  {
    method: 'POST',
    path: '/hr/self-service',
    operationId: 'staffStoreSelfService',
    summary: 'Hr: self-service store',
    response: { kind: 'single', record: 'SelfServiceRequest', created: true, conflict: true },
    body: z.object({
      type: z.enum(SELF_SERVICE_TYPES),
      addressee: optionalText(255),
      language: blankAsAbsent(z.enum(LETTER_LANGUAGES)),
      purpose: optionalText(500),
      bank_id: optionalIntegerText({ min: 1 }),
      iban: optionalText(42),
      attachment: z.optional(uploadedFile(ATTACHMENT_MAX_BYTES)),
    }),
    limits: { maxFileBytes: ATTACHMENT_MAX_BYTES, maxFiles: 1 },
  },
  async ({ body, request }) =>
    single(
      await selfServiceRecord(await storeSelfServiceRequest(staffCaller(request), body), request.locale),
    ),
);
