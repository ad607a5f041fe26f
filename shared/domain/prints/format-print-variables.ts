import { type FieldMessage, type FieldMessages, ValidationError } from '../../errors';
import { isSaudiIban } from '../company/saudi-formats';
import { type PrintDocumentType, type PrintVariable, printVariables } from './print-variables';

const groupedNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Halalas as printed: `8500000` is `85,000.00`. */
export const formatHalalas = (halalas: number): string => groupedNumber.format(halalas / 100);

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** One variable's value as printed, or the message key of what is wrong with it. */
function formatted(entry: PrintVariable, value: unknown): { text: string } | { error: FieldMessage } {
  switch (entry.type) {
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
 */
export function formatPrintVariables(
  type: PrintDocumentType,
  variables: Record<string, unknown>,
): Record<string, string> {
  const registry = printVariables[type];
  const known = new Set(registry.map((entry) => entry.key));
  const errors: FieldMessages = {};
  const printed: Record<string, string> = {};
  for (const entry of registry) {
    const value = variables[entry.key];
    if (value === undefined || value === null || value === '') {
      errors[entry.key] = [{ key: 'validation.required' }];
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
