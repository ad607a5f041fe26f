import * as z from 'zod';

/** Response field types, as the spec's "Conventions" give them. Every field may be null when unknown. */
export const int = () => z.number().int().nullable();
export const num = () => z.number().nullable();
export const str = () => z.string().nullable();
export const bool = () => z.boolean().nullable();
/** `YYYY-MM-DDTHH:MM:SS.mmmZ` */
export const timestamp = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    .nullable();
export const url = () => z.string().url().nullable();
/** A numeric value sent as a string ("1375.00"). */
export const numericString = () =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .nullable();
export const date = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable();
/** A form choice: the key to send and the name to show. */
export const choice = () => z.strictObject({ key: z.string(), name: z.string() });
/** A record's own id: always sent, never null (the spec's ids are integers). */
export const recordId = () => z.number().int();
/** An e-mail address: every one stored passed the same check on the way in. */
export const email = () => z.email().nullable();
