import * as z from 'zod';

const margins = z.strictObject({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() });

/** Print Templates: get layouts: the papers and the page layouts documents print on. */
export const PrintLayouts = z.strictObject({
  papers: z.array(z.enum(['A4', 'A5', 'Letter'])),
  layouts: z.array(
    z.strictObject({
      id: z.number().int(),
      key: z.string(),
      name: z.string(),
      paper: z.enum(['A4', 'A5', 'Letter']),
      orientation: z.enum(['portrait', 'landscape']),
      margins_mm: margins,
      header_html: z.string(),
      footer_html: z.string(),
      letterhead: z.enum(['company_logo', 'none']),
      font_family: z.string(),
      is_default: z.boolean(),
    }),
  ),
});

/** Print Templates: get variables: what a document type's templates may read. */
export const PrintVariables = z.strictObject({
  document_type: z.string(),
  variables: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      label_ar: z.string(),
      label_en: z.string(),
      type: z.enum(['text', 'number', 'money', 'date', 'iban', 'image', 'rows']),
      sample: z.union([
        z.string(),
        z.number(),
        z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
      ]),
      /** A `rows` variable's columns (what each row of the table reads), else null. */
      columns: z.array(z.strictObject({ key: z.string(), type: z.string() })).nullable(),
    }),
  ),
});

const stamp = z.strictObject({ text: z.string(), text_ar: z.string(), text_en: z.string() });

/** Print Templates: watermark settings: the current watermark and the draft and cancelled stamps. */
export const WatermarkSettings = z.strictObject({
  mode: z.enum(['none', 'text', 'image']),
  text: z.string().nullable(),
  text_ar: z.string().nullable(),
  text_en: z.string().nullable(),
  image: z.null(),
  opacity: z.number().min(0).max(1),
  angle: z.number(),
  size: z.number(),
  stamps: z.strictObject({ draft: stamp, cancelled: stamp }),
});
