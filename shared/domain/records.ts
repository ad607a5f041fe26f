/** Helpers shared by the record builders of every aggregate. */

/**
 * The listed fields of a stored entity, in the listed order; a field the entity does not have is
 * present as null, as the API promises.
 */
export function pickFields<F extends string>(
  source: object | undefined,
  fields: readonly F[],
): Record<F, unknown> {
  const values = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null])) as Record<F, unknown>;
}

/** A record's summary or null when the referenced entity is missing. */
export const summaryOf = <F extends string>(source: object | undefined, fields: readonly F[]) =>
  source ? pickFields(source, fields) : null;

// Created on first use: an Intl formatter with a time zone is costly to build at cold start.
let riyadhTime: Intl.DateTimeFormat | undefined;
const riyadhTimeFormat = () =>
  (riyadhTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Riyadh',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }));

/** A timestamp as people read it in the business's time zone: "21 Nov 2026, 01:30 pm". */
export const timeText = (iso: unknown): string | null =>
  typeof iso === 'string' && !Number.isNaN(Date.parse(iso)) ? riyadhTimeFormat().format(new Date(iso)) : null;
