import * as z from 'zod';
import { choice, int, recordId, str, timestamp } from '../fields';
import { ClientSimple, UnitSimple } from './simple';

/** Financing qualification requests and their form. */

/** A client's financing qualification request (status `pending` when made). */
export const QualificationRequest = z.strictObject({
  id: recordId(),
  client_id: z.number().int(),
  bank: z.string(),
  monthly_income: z.number(),
  monthly_obligations: z.number(),
  employer_type: z.string(),
  requested_amount: z.number(),
  unit_id: int(),
  note: str(),
  status: z.string(),
  created_at: timestamp(),
  client: ClientSimple.nullable(),
  unit: UnitSimple.nullable(),
});

/** The qualification form: the banks and the employer types. */
export const QualificationFormData = z.strictObject({
  banks: z.array(choice()),
  employer_types: z.array(choice()),
});
