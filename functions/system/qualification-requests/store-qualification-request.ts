import * as z from 'zod/mini';
import {
  EMPLOYER_TYPES,
  QUALIFICATION_BANKS,
  storeQualificationRequest,
} from '../../../shared/domain/qualifications/qualification-requests';
import { single } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  integerText,
  numberText,
  optionalIntegerText,
  text,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/**
 * POST /system/qualification-requests/store: a client's financing qualification request; amounts
 * are numbers >= 0 (two decimals at most), `bank` and `employer_type` come from get-create-data,
 * `client_id` and the optional `unit_id` must exist; 201, status `pending`.
 */
export const systemStoreQualificationRequest = defineOperation(
  {
    method: 'POST',
    path: '/qualification-requests/store',
    operationId: 'systemStoreQualificationRequest',
    summary: 'qualification-requests: store',
    response: { kind: 'single', record: 'QualificationRequest', created: true },
    body: z.object({
      client_id: integerText({ min: 1 }),
      bank: z.enum(QUALIFICATION_BANKS),
      monthly_income: numberText({ min: 0 }),
      monthly_obligations: numberText({ min: 0 }),
      employer_type: z.enum(EMPLOYER_TYPES),
      requested_amount: numberText({ min: 0 }),
      unit_id: optionalIntegerText({ min: 1 }),
      note: blankAsAbsent(text(1000)),
    }),
  },
  async ({ body }) => single(await storeQualificationRequest(body)),
);
