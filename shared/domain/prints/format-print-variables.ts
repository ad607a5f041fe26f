import { type FieldMessage, type FieldMessages, ValidationError } from '../../errors';
import { isSaudiIban } from '../company/saudi-formats';
import type { PrintVariable } from './print-variable';
import { type PrintDocumentType, printVariables } from './print-variables';

// Made on the first print, not at init: creating a number format loads ICU's data, about 8 ms of
// the cold start of every function that can print.
let groupedNumber: Intl.NumberFormat | undefined;

/** Halalas as printed: `8500000` is `85,000.00`. */
export function formatHalalas(halalas: number): string {
  groupedNumber ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return groupedNumber.format(halalas / 100);
}

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An inline image the page may show (it loads nothing else): a base64 PNG or SVG, at most 64 KB. */
const INLINE_IMAGE = /^data:image\/(?:png|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
const INLINE_IMAGE_MAX = 65_536;
/** The most rows a table prints. */
const ROWS_MAX = 500;

/** A printed value: a string, or a table's rows of strings (a Mustache section). */
export type PrintedValue = string | Array<Record<string, string>>;

/** A table's rows as printed: each row checked against the columns, or the first error. */
function formattedRows(
  entry: PrintVariable,
  value: unknown,
): { text: PrintedValue } | { error: FieldMessage } {
  if (!Array.isArray(value)) return { error: { key: 'validation.array' } };
  if (value.length > ROWS_MAX) return { error: { key: 'validation.max.array', params: { max: ROWS_MAX } } };
  const rows: Array<Record<string, string>> = [];
  for (const row of value as unknown[]) {
    if (typeof row !== 'object' || row === null) return { error: { key: 'validation.array' } };
    const printed: Record<string, string> = {};
    for (const column of entry.columns ?? []) {
      const cell = formatted(column, (row as Record<string, unknown>)[column.key]);
      if ('error' in cell || typeof cell.text !== 'string') return { error: { key: 'validation.array' } };
      printed[column.key] = cell.text;
    }
    rows.push(printed);
  }
  return { text: rows };
}

/** One variable's value as printed, or the message key of what is wrong with it. */
function formatted(entry: PrintVariable, value: unknown): { text: PrintedValue } | { error: FieldMessage } {
  switch (entry.type) {
    case 'rows':
      return formattedRows(entry, value);
    case 'image':
      return typeof value === 'string' && value.length <= INLINE_IMAGE_MAX && INLINE_IMAGE.test(value)
        ? { text: value }
        : { error: { key: 'validation.regex' } };
    case 'money':
      return Number.isSafeInteger(value)
        ? { text: formatHalalas(value as number) }
        : { error: { key: 'validation.integer' } };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { text: String(value) }
        : { error: { key: 'validation.numeric' } };
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
        ? { text: value }
        : { error: { key: 'validation.date_format', params: { format: 'Y-m-d' } } };
    case 'iban':
      return typeof value === 'string' && isSaudiIban(value)
        ? { text: value.replace(/(.{4})(?=.)/g, '$1 ') }
        : { error: { key: 'validation.regex' } };
    default:
      return typeof value === 'string' && value.length <= 500
        ? { text: value }
        : {
            error: {
              key: typeof value === 'string' ? 'validation.max.string' : 'validation.string',
              params: { max: 500 },
            },
          };
  }
}

/**
 * Checks a document's variables against its registry and answers them as printed; a missing,
 * mistyped or unknown variable is a 422 naming it (a template reads nothing the registry lacks).
 * An optional variable left out prints empty.
 */
export function formatPrintVariables(
  type: PrintDocumentType,
  variables: Record<string, unknown>,
): Record<string, PrintedValue> {
  const registry = printVariables[type];
  const known = new Set(registry.map((entry) => entry.key));
  const errors: FieldMessages = {};
  const printed: Record<string, PrintedValue> = {};
  for (const entry of registry) {
    const value = variables[entry.key];
    if (value === undefined || value === null || value === '') {
      if (entry.optional) printed[entry.key] = '';
      else errors[entry.key] = [{ key: 'validation.required' }];
      continue;
    }
    const result = formatted(entry, value);
    if ('error' in result) errors[entry.key] = [result.error];
    else printed[entry.key] = result.text;
  }
  for (const key of Object.keys(variables)) if (!known.has(key)) errors[key] = [{ key: 'validation.exists' }];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return printed;
}
