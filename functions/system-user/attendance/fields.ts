import * as z from 'zod/mini';
import { documentedAs } from '../../../shared/http/fields';
import type { MessageKey } from '../../../shared/i18n';

/** The module's paths. */
export const ATTENDANCE = '/hr/attendance';

/**
 * A coordinate or a distance sent as text (a form) or a number, within bounds, up to 8 decimals
 * (GPS precision; the money builder `numberText` stops at two).
 */
export const coordinateText = (min: number, max: number) => {
  const schema = z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context) => {
      const digits = String(value).trim();
      const fail = (message: MessageKey, params?: Record<string, number>) => {
        context.issues.push({ code: 'custom', message, input: value, ...(params ? { params } : {}) });
        return z.NEVER;
      };
      if (digits === '') return fail('validation.required');
      if (!/^-?\d{1,7}(\.\d{1,8})?$/.test(digits)) return fail('validation.numeric');
      const number = Number(digits);
      if (number < min) return fail('validation.min.numeric', { min });
      if (number > max) return fail('validation.max.numeric', { max });
      return number;
    }),
  );
  documentedAs.add(schema, { type: 'number', minimum: min, maximum: max });
  return schema;
};

/** Where the phone is: latitude, longitude and the accuracy it reports (metres). */
export const positionBody = z.object({
  lat: coordinateText(-90, 90),
  lng: coordinateText(-180, 180),
  accuracy_m: coordinateText(0, 10_000),
});

/** A month, `YYYY-MM` (422 `validation.regex` otherwise). */
export const monthText = () =>
  z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.regex'));
