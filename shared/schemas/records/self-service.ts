import * as z from 'zod';
import { int, recordId, str, timestamp } from '../fields';
import { DownloadableFile, FormOption } from './common';

/**
 * An employee's self-service request (STAFF-DOMAIN-2 2.1): a letter, a bank account change (the new
 * IBAN only masked, `SA** **** **** **** **** 1234`) or a document update (its `attachment`).
 * `letter_status` is `due` once a letter is approved and `rendered` after its first download.
 */
export const SelfServiceRequest = z.strictObject({
  id: recordId(),
  employee_id: z.number().int(),
  type: z.enum([
    'salary_certificate',
    'salary_transfer_letter',
    'experience_letter',
    'bank_account_change',
    'document_update',
  ]),
  type_label: z.string(),
  addressee: str(),
  language: z.enum(['ar', 'en']),
  language_label: z.string(),
  purpose: str(),
  status: z.enum(['pending_acceptance', 'completed', 'rejected', 'cancelled']),
  bank_id: int(),
  bank_name: str(),
  iban: str(),
  attachment: DownloadableFile.nullable(),
  letter_status: z.enum(['due', 'rendered']).nullable(),
  can_download: z.boolean(),
  acceptance_id: int(),
  reject_reason: str(),
  decided_at: timestamp(),
  created_at: timestamp(),
});

/** What the store form offers: the types, the banks (the solvency form's list), the languages. */
export const SelfServiceFormData = z.strictObject({
  types: z.array(FormOption),
  banks: z.array(z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() })),
  languages: z.array(FormOption),
});

/** A completed letter behind a short-lived (15-minute) link. */
export const SelfServiceLetterDownload = z.strictObject({
  name: z.string(),
  mime_type: z.literal('application/pdf'),
  url: z.string().url(),
  expires_at: timestamp(),
});
