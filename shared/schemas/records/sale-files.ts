import * as z from 'zod';
import { int, recordId, timestamp } from '../fields';

/** A document filed on a sale (sales support, sale tab): a short-lived download URL, its delete if any. */
export const SaleFile = z.strictObject({
  id: recordId(),
  sale_id: recordId(),
  category: z.enum([
    'national_id',
    'bank_letter',
    'valuation',
    'signed_contract',
    'deed',
    'receipt',
    'other',
  ]),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string().url(),
  uploaded_by_user_id: int(),
  created_at: timestamp(),
  deleted_at: timestamp(),
});

/** Step 1 of a sale file's presigned upload: PUT the bytes to `url` with `headers`, then send `upload_id`. */
export const SaleFileUploadUrl = z.strictObject({
  upload_id: z.string().uuid(),
  method: z.literal('PUT'),
  url: z.string().url(),
  headers: z.record(z.string(), z.string()),
  expires_at: timestamp(),
});

/** What sale upload-file answers: the filed file, or (a large file's step 1) where to PUT it. */
export const SaleFileUpload = z.union([SaleFile, SaleFileUploadUrl]);
