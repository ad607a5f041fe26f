import * as z from 'zod';

/** Records every aggregate answers with: a stored file, a delete. */

/** A stored file as returned: name, size, type and a short-lived download URL. */
export const DownloadableFile = z.strictObject({
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  url: z.string().url(),
});

/** What a delete answers. */
export const Deleted = z.strictObject({ deleted: z.literal(true) });
