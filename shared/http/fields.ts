import * as z from 'zod';
import type { UploadedFile } from './multipart';

/**
 * Schema builders for request fields. Multipart and query values arrive as strings, so numbers and
 * dates are parsed from text here, once, with Laravel's messages.
 */

/** Treats null and blank text as absent, for optional query and form fields. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A required, trimmed string. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** An optional string; an empty string becomes null so it clears the stored value. */
export const optionalText = (max = 255) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullish(),
  );

/** A whole number sent as text (query or multipart); `label` picks the message on failure. */
export const integerText = (options: { min?: number; max?: number } = {}) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const text = String(value).trim();
    if (!/^-?\d{1,15}$/.test(text)) {
      context.addIssue({ code: 'custom', message: 'validation.integer' });
      return z.NEVER;
    }
    const number = Number(text);
    if (options.min !== undefined && number < options.min) {
      context.addIssue({ code: 'custom', message: 'validation.min.numeric', params: { min: options.min } });
      return z.NEVER;
    }
    if (options.max !== undefined && number > options.max) {
      context.addIssue({ code: 'custom', message: 'validation.max.numeric', params: { max: options.max } });
      return z.NEVER;
    }
    return number;
  });

/** An optional whole number sent as text; blank means absent. */
export const optionalIntegerText = (options: { min?: number; max?: number } = {}) =>
  z.preprocess(blankToUndefined, integerText(options).optional());

/** True for a `YYYY-MM-DD` date that exists on the calendar (2024-02-29 yes, 2024-13-45 no). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A calendar date `YYYY-MM-DD` that exists (2024-13-45 is refused). */
export const dateText = () =>
  z.string().refine(isCalendarDate, { message: 'validation.date_format', params: { format: 'Y-m-d' } });

/** An optional `YYYY-MM-DD` date; blank means absent. */
export const optionalDateText = () => z.preprocess(blankToUndefined, dateText().optional());

/** An e-mail address, stored lower-case. */
export const emailText = () =>
  z
    .string()
    .trim()
    .max(255)
    .email()
    .transform((value) => value.toLowerCase());

/** A phone number: digits with an optional leading +, spaces, dashes or brackets; 8 to 15 digits. */
export const phoneText = () =>
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s\-()]{8,20}$/)
    .refine((value) => value.replace(/[^\d]/g, '').length >= 8 && value.replace(/[^\d]/g, '').length <= 15, {
      message: 'validation.regex',
    });

/** A record id in the path; anything else names no record (the dispatcher answers 404). */
export const idParameter = () => integerText({ min: 1 });

/** `page` as Laravel reads it is lenient, so it is parsed by the paginator; `per_page` is checked. */
export const paginationQuery = {
  page: z
    .unknown()
    .optional()
    .meta({ type: 'integer', description: 'Page number; anything but a whole number >= 1 reads as 1' }),
  per_page: z.preprocess(blankToUndefined, integerText({ min: 1, max: 100 }).optional()),
};

/** An uploaded file no larger than `maxBytes`. */
export const uploadedFile = (maxBytes: number) =>
  z
    .custom<UploadedFile>((value) => isUploadedFile(value), { message: 'validation.file' })
    .superRefine((file, context) => {
      if (file.truncated || file.size > maxBytes) {
        context.addIssue({
          code: 'custom',
          message: 'validation.max.file',
          params: { max: Math.floor(maxBytes / 1024) },
        });
      }
    })
    // Last, so the OpenAPI document shows a binary file (each zod method returns a new schema).
    .meta({
      type: 'string',
      format: 'binary',
      description: `A file of at most ${Math.floor(maxBytes / 1024)} KB`,
    });

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).content);
}
