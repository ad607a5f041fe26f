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

/** A choice of a form or a filter: the value to send and its label in the request's language. */
export const FormOption = z.strictObject({ value: z.string(), label: z.string() });

/** One filter a staff index takes (`date_range` `x` is sent as `x_from` and `x_to`). */
export const ListFilter = z.strictObject({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select', 'multi_select', 'date', 'date_range', 'number_range']),
  options: z.array(FormOption),
});

/** What a staff module's `filters` operation answers. */
export const ListFilters = z.strictObject({ filters: z.array(ListFilter) });
