import * as z from 'zod/mini';
import { INVISIBLE_CONTROL_RANGES, INVISIBLE_CONTROLS } from '../files/invisible-controls';
import type { UploadedFile } from '../files/uploaded-file';
import type { MessageKey } from '../i18n';

/**
 * Schema builders for request fields, in zod's tree-shakable "mini" form (the full API would add
 * a fifth to every cold start). Multipart and query values arrive as strings, so numbers and dates
 * are parsed from text here, once, with Laravel's messages.
 */

/**
 * How the OpenAPI document shows a field whose parsing from text JSON Schema cannot express (an
 * integer sent as text, an e-mail). Only the document reads it: API Gateway's JSON body model keeps
 * accepting `"3"` for 3 and leaves bounds to the function, which answers Laravel's messages.
 */
export const documentedAs = z.registry<Record<string, unknown>>();

/** Treats null and blank text as absent, for optional query and form fields. */
export const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The schema of a field read through `read` before `schema` checks it (zod's pipe types cannot follow a generic schema). */
type Preprocessed<S extends z.ZodMiniType, Extra> = z.ZodMiniPipe<
  z.ZodMiniTransform<z.input<S> | Extra, unknown>,
  S
>;

/** An optional field: blank text or null count as not sent. */
export const blankAsAbsent = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((value: unknown) => blankToUndefined(value)),
    z.optional(schema) as z.ZodMiniType,
  ) as unknown as Preprocessed<z.ZodMiniOptional<S>, undefined>;

/** The `clearable` fields, for the schemas the document and the gateway publish (blank text is accepted). */
export const clearableFields = new WeakSet<object>();

/** An optional field that clears the stored value when sent empty (null), and keeps it when not sent. */
export const clearable = <S extends z.ZodMiniType>(schema: S) => {
  const field = z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    z.optional(z.nullable(schema)) as z.ZodMiniType,
  ) as unknown as Preprocessed<z.ZodMiniOptional<z.ZodMiniNullable<S>>, null | undefined>;
  clearableFields.add(field);
  return field;
};

const CONTROLS_BUT_LINE_BREAKS = new RegExp(`(?!\\n)[${INVISIBLE_CONTROL_RANGES}]`, 'g');
/** A text longer than this (a note, a description) keeps its line breaks; a shorter one (a name, a title) is one line. */
const ONE_LINE_MAX = 255;

/**
 * Human text as stored: without C0 and C1 controls and the invisible characters that reorder or hide
 * text (bidi overrides and isolates, zero-width space; a name stored with U+202E printed reversed),
 * keeping the line breaks of long texts. Every text field below cleans its value this way, on
 * every surface, JSON and multipart alike.
 */
export const cleanHumanText = (value: string, keepLineBreaks: boolean): string =>
  value.replace(keepLineBreaks ? CONTROLS_BUT_LINE_BREAKS : INVISIBLE_CONTROLS, '');

const cleaned = (max: number) => z.overwrite((value: string) => cleanHumanText(value, max > ONE_LINE_MAX));

/** A trimmed, cleaned string of at most `max` characters. */
export const text = (max = 255) => z.string().check(cleaned(max), z.trim(), z.maxLength(max));

/** A required, trimmed, cleaned string. */
export const requiredText = (max = 255) =>
  z.string().check(cleaned(max), z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A password to check, as sent: neither trimmed nor cleaned (Laravel's TrimStrings leaves passwords
 * alone), so it matches the password as it was set (`newPassword` of the client's reset keeps it as
 * sent too). Nothing but spaces reads as not sent.
 */
export const passwordText = () =>
  z.string().check(
    z.refine((value) => value.trim() !== '', { message: 'validation.required' }),
    z.maxLength(255),
  );

/** An optional list filter (`status`, `type`, ...): not sent or blank means no filter (undefined). */
export const filterText = (max = 50) => blankAsAbsent(text(max));

/** An optional string; an empty string becomes null so it clears the stored value. */
export const optionalText = (max = 255) => clearable(text(max));

/**
 * A number sent as text (a query or a form) or as a JSON number: trimmed, refused when empty, then
 * `check` says which message its digits earn (or none), and the bounds are checked on the number.
 * The frame every number builder below shares; `documented` is its OpenAPI type.
 */
function textNumber(
  check: (digits: string) => MessageKey | undefined,
  bounds: { min?: number | undefined; max?: number | undefined },
  documented: { type: 'integer' | 'number' },
) {
  const schema = z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context) => {
      const digits = String(value).trim();
      const fail = (message: MessageKey, params?: Record<string, number>) => {
        context.issues.push({ code: 'custom', message, input: value, ...(params ? { params } : {}) });
        return z.NEVER;
      };
      if (digits === '') return fail('validation.required');
      const refused = check(digits);
      if (refused) return fail(refused);
      const number = Number(digits);
      if (bounds.min !== undefined && number < bounds.min)
        return fail('validation.min.numeric', { min: bounds.min });
      if (bounds.max !== undefined && number > bounds.max)
        return fail('validation.max.numeric', { max: bounds.max });
      return number;
    }),
  );
  documentedAs.add(schema, {
    ...documented,
    ...(bounds.min !== undefined ? { minimum: bounds.min } : {}),
    ...(bounds.max !== undefined ? { maximum: bounds.max } : {}),
  });
  return schema;
}

/** A whole number sent as text (query or multipart), optionally bounded. */
export const integerText = (options: { min?: number; max?: number } = {}) =>
  textNumber((digits) => (/^-?\d{1,15}$/.test(digits) ? undefined : 'validation.integer'), options, {
    type: 'integer',
  });

/** A number sent as text, at most two decimals (an amount of money), optionally bounded below. */
export const numberText = (options: { min?: number } = {}) =>
  textNumber(
    (digits) => {
      // An amount is in halalas inside: more than two decimals is a precision error, not a non-number.
      if (/^-?\d{1,13}\.\d{3,}$/.test(digits)) return 'validation.decimal';
      return /^-?\d{1,13}(\.\d{1,2})?$/.test(digits) ? undefined : 'validation.numeric';
    },
    options,
    { type: 'number' },
  );

/** A coordinate or a distance sent as text or a number, within bounds, up to 8 decimals (GPS precision). */
export const coordinateText = (min: number, max: number) =>
  textNumber(
    (digits) => (/^-?\d{1,7}(\.\d{1,8})?$/.test(digits) ? undefined : 'validation.numeric'),
    { min, max },
    {
      type: 'number',
    },
  );

/**
 * A list of objects: a JSON body's array, or (a multipart form) the array as JSON text in one field.
 * Text that is not JSON is the list's 422.
 */
export const jsonList = <S extends z.ZodMiniType>(item: S, min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown, context) => {
      if (typeof value !== 'string' || value.trim() === '') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: 'validation.array', input: value });
        return z.NEVER;
      }
    }),
    z.array(item).check(z.minLength(min), z.maxLength(max)),
  );

/** A list sent as `name[]` (one value sent without `[]` counts as a list of one), at most `max` items. */
export const listOf = <S extends z.ZodMiniType>(item: S, max: number) =>
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
    z.array(item).check(z.maxLength(max)),
  );

/** An optional whole number sent as text; blank means absent. */
export const optionalIntegerText = (options: { min?: number; max?: number } = {}) =>
  blankAsAbsent(integerText(options));

/** The filters most back-office lists take (`statusAndProject` in db/filters applies them). */
export const statusAndProjectQuery = { status: filterText(50), project_id: optionalIntegerText({ min: 1 }) };

/** True for a `YYYY-MM-DD` date that exists on the calendar (2024-02-29 yes, 2024-13-45 no). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar date `YYYY-MM-DD` that exists (2024-13-45 is refused). */
export const dateText = () =>
  z
    .string()
    .check(z.refine(isCalendarDate, { message: 'validation.date_format', params: { format: 'Y-m-d' } }));

/** An optional `YYYY-MM-DD` date; blank means absent. */
export const optionalDateText = () => blankAsAbsent(dateText());

/** An e-mail address, stored lower-case. */
export const emailText = () => {
  const schema = z.pipe(
    z.string().check(z.trim(), z.maxLength(255)),
    z.pipe(
      z.email(),
      z.transform((value) => value.toLowerCase()),
    ),
  );
  documentedAs.add(schema, { type: 'string', format: 'email', maxLength: 255 });
  return schema;
};

/** A phone number: digits with an optional leading +, spaces, dashes or brackets; 8 to 15 digits. */
export const phoneText = () =>
  z.string().check(
    z.trim(),
    z.regex(/^\+?[\d\s\-()]{8,20}$/),
    z.refine((value) => value.replace(/[^\d]/g, '').length >= 8 && value.replace(/[^\d]/g, '').length <= 15, {
      message: 'validation.regex',
    }),
  );

/** A search text, cleaned as a one-line text: 2 to 100 characters (each search reads the words that start with it). */
export const searchText = () => z.string().check(cleaned(100), z.trim(), z.minLength(2), z.maxLength(100));

/** `search`: not sent or blank means no search. */
export const searchQuery = () => blankAsAbsent(searchText());

/** Record ids sent as `name[]` (one value sent without `[]` counts as a list of one), at most `max`. */
export const idListText = (max: number) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
      z.array(integerText({ min: 1 })).check(z.maxLength(max)),
    ),
  );

/** A record id in the path; anything else names no record (the dispatcher answers 404). */
export const idParameter = () => integerText({ min: 1 });

const pageParameter = z.optional(z.unknown());
z.globalRegistry.add(pageParameter, {
  type: 'integer',
  description: 'Page number; anything but a whole number >= 1 reads as 1',
});

/** `page` as Laravel reads it is lenient, so it is parsed by the paginator; `per_page` is checked. */
export const paginationQuery = {
  page: pageParameter,
  per_page: optionalIntegerText({ min: 1, max: 100 }),
};

/** An uploaded file no larger than `maxBytes`. */
export const uploadedFile = (maxBytes: number) => {
  const schema = z
    .custom<UploadedFile>((value) => isUploadedFile(value), { message: 'validation.file' })
    .check(
      z.superRefine((file, context) => {
        if (file.truncated || file.size > maxBytes) {
          context.addIssue({
            code: 'custom',
            message: 'validation.max.file',
            params: { max: Math.floor(maxBytes / 1024) },
          });
        }
      }),
    );
  // So the OpenAPI document shows a binary file.
  z.globalRegistry.add(schema, {
    type: 'string',
    format: 'binary',
    description: `A file of at most ${Math.floor(maxBytes / 1024)} KB`,
  });
  return schema;
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).content);
}

const TRUE_TEXTS = ['true', '1'];
const FALSE_TEXTS = ['false', '0'];

/** Laravel's `boolean`: true, false, 1, 0, "1", "0" (multipart and query strings send text). */
export const booleanText = () =>
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value, context) => {
      const given = String(value).trim().toLowerCase();
      if (TRUE_TEXTS.includes(given)) return true;
      if (FALSE_TEXTS.includes(given)) return false;
      context.issues.push({
        code: 'custom',
        message: given === '' ? 'validation.required' : 'validation.boolean',
        input: value,
      });
      return z.NEVER;
    }),
  );
