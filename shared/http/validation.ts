import { type $ZodIssue, type $ZodType, type output, safeParse } from 'zod/v4/core';
import { type FieldMessages, ValidationError } from '../errors';
import { isMessageKey } from '../i18n';
import { cleanHumanText } from './fields';

type Message = FieldMessages[string][number];

/** Nothing sent: absent, null, or text with nothing left once trimmed and cleaned (fields.ts). */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && cleanHumanText(value, false).trim() === '');

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Turns one zod issue into a Laravel-style message key with its placeholders. */
function messageFor(issue: $ZodIssue, raw: unknown): Message {
  // A rule of the schema's own (custom) speaks for itself; a type rule (a file is a custom type)
  // failing on nothing sent means the field is required, as Laravel's `required` comes first.
  const typeRule = issue.code !== 'custom' || issue.message === 'validation.file';
  if (typeRule && isBlank(raw)) return { key: 'validation.required' };
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(raw)) return { key: 'validation.required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'validation.numeric' };
      if (issue.expected === 'array') return { key: 'validation.array' };
      if (issue.expected === 'boolean') return { key: 'validation.boolean' };
      return { key: 'validation.string' };
    case 'too_small':
      if (isBlank(raw)) return { key: 'validation.required' };
      return issue.origin === 'string'
        ? { key: 'validation.min.string', params: { min: Number(issue.minimum) } }
        : { key: 'validation.min.numeric', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'validation.max.string', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array')
        return { key: 'validation.max.array', params: { max: Number(issue.maximum) } };
      return { key: 'validation.max.numeric', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { key: 'validation.regex' };
    case 'invalid_value':
      return { key: 'validation.in' };
    case 'custom': {
      // Our schemas' own rules name a message key; any other rule reads as a malformed value.
      if (!isMessageKey(issue.message)) return { key: 'validation.regex' };
      const params = (issue.params ?? {}) as Record<string, string | number>;
      return { key: issue.message, params };
    }
    default:
      return { key: 'validation.regex' };
  }
}

/**
 * Parses input with a zod schema, or throws a ValidationError holding one entry per failing field
 * (the first message of each rule that failed, in the order zod reports them).
 */
export function validate<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  // Fields are reported in the order the schema declares them, as Laravel lists its rules.
  const declared =
    'shape' in schema && typeof schema.shape === 'object' ? Object.keys(schema.shape as object) : [];
  const rank = (path: PropertyKey[]) => {
    const index = declared.indexOf(String(path[0]));
    return index === -1 ? declared.length : index;
  };
  const issues = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = messageFor(issue, valueAt(input, issue.path));
    const list = fields[field] ?? [];
    if (!list.some((existing) => existing.key === message.key)) list.push(message);
    fields[field] = list;
  }
  throw new ValidationError(fields);
}
