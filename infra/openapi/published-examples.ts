import { responseExamples } from './module-examples';
import {
  createdBy,
  EMBEDDED_FIXTURE,
  fixtureField,
  OTP,
  type RequestExample,
  UNIQUE,
} from './request-examples';
import { REDACTED_TOKEN } from './secrets';

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema as zod emits it
type Schema = Record<string, any>;

/** What the document shows for `{unique}`: fixed digits, so the document is the same on every build. */
export const PUBLISHED_UNIQUE = '20260001';

/** What the document shows for `{otp}`: a code's shape (the real one is texted to the phone). */
export const PUBLISHED_OTP = '123456';

/** The upload id a `{fixture:upload_id}` shows (a presigned upload the capture's run staged). */
export const PUBLISHED_UPLOAD_ID = '3f1c9a52-8d4e-4b7a-9c21-5e6f7a8b9c0d';

/** What a multipart example shows for a file part. */
export const PUBLISHED_FILE = '(file)';

/**
 * A request example as the document publishes it: the runners' markers (`{created:...}`,
 * `{unique}`, `{otp}`) become concrete values, and lists are real lists (`name[]` parts in a form,
 * arrays in JSON), so every example passes its own schema and can be sent as it stands.
 */
export interface PublishedExample {
  path: Record<string, number>;
  query: Record<string, string>;
  /** The multipart body: lists under `name[]`, numbers as numbers where the schema takes them, each file as `(file)`. */
  form?: Record<string, unknown>;
  /** The JSON body: lists as arrays, whole numbers as numbers where the schema takes them, no files. */
  json?: Record<string, unknown>;
}

/** The id (or upload id) the captured response of `operationId` created. */
function createdValue(operationId: string): string {
  const data = (responseExamples[operationId]?.body as { data?: { id?: unknown; upload_id?: unknown } })
    ?.data;
  const value = data?.id ?? data?.upload_id;
  if (value === undefined)
    throw new Error(
      `{created:${operationId}} names no captured response (npm run openapi:examples -- ${operationId})`,
    );
  return String(value);
}

/** A value with its marker replaced by what the document shows. */
function concrete(value: string): string {
  const creator = createdBy(value);
  if (creator) return createdValue(creator);
  if (value === OTP) return PUBLISHED_OTP;
  // The records a `localFixture` makes: the capture's run made sale 8 (and its operation 1).
  const field = fixtureField(value);
  // A payment link's token is shown as every token of an example is: its placeholder.
  if (field === 'token') return REDACTED_TOKEN;
  if (field === 'upload_id') return PUBLISHED_UPLOAD_ID;
  if (field) return field === 'operation_id' || field === 'file_id' ? '1' : '8';
  // Ids inside a list sent as JSON text: one each, from 8 up, in the order written.
  let embedded = 0;
  const nextId = () => {
    embedded += 1;
    return String(7 + embedded);
  };
  return value.replace(EMBEDDED_FIXTURE, nextId).replaceAll(UNIQUE, PUBLISHED_UNIQUE);
}

/** Fields by name, with form notation (`name[]`, `name[0]`) folded into lists in the order written. */
function folded(fields: Record<string, string | string[]>): Map<string, string | string[]> {
  const result = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(fields)) {
    const list = /^(.+?)\[.*\]$/.exec(key)?.[1];
    if (!list) result.set(key, value);
    else result.set(list, [...[result.get(list) ?? []].flat(), ...[value].flat()]);
  }
  return result;
}

const takes = (schema: Schema | undefined, type: string) => [schema?.type].flat().includes(type);

/** A form or query value as JSON: a number where the schema takes one (decimals where it takes any number). */
export function jsonValue(schema: Schema | undefined, value: string | string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => jsonValue(schema?.items, item));
  if (takes(schema, 'integer') && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (takes(schema, 'number') && /^-?\d{1,15}(\.\d{1,6})?$/.test(value)) return Number(value);
  return value;
}

/** A list of objects given as JSON text (a form sends `lines` so): the list it stands for. */
const isJsonList = (schema: Schema | undefined, value: string | string[]): value is string =>
  typeof value === 'string' && schema?.type === 'array' && schema.items?.type === 'object';

/** Each value of an object as the schema reads it: numbers where it takes them, nested lists too. */
function objectValue(schema: Schema | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => objectValue(schema?.items, item));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, objectValue(schema?.properties?.[key], item)]),
    );
  return typeof value === 'string' || typeof value === 'number' ? jsonValue(schema, String(value)) : value;
}

const parsedList = (schema: Schema | undefined, value: string) => objectValue(schema, JSON.parse(value));

/** The example as the document publishes it, for a body of the given JSON Schema (if any). */
export function publishedExample(example: RequestExample, body?: Schema): PublishedExample {
  const path = Object.fromEntries(
    Object.entries(example.path ?? {}).map(([name, value]) => [name, Number(concrete(value))]),
  );
  const query = Object.fromEntries(
    Object.entries(example.query ?? {}).map(([name, value]) => [name, concrete(value)]),
  );
  if (!body || (!example.body && !example.files)) return { path, query };
  const properties = (body.properties ?? {}) as Record<string, Schema>;
  const isList = (name: string) => properties[name]?.type === 'array';
  const asList = (value: string | string[]) => [value].flat();
  const form: Record<string, unknown> = {};
  const json: Record<string, unknown> = {};
  const fields = Object.fromEntries(
    Object.entries(example.body ?? {}).map(([key, value]) => [key, concrete(value)]),
  );
  for (const [name, value] of folded(fields)) {
    json[name] = isJsonList(properties[name], value)
      ? parsedList(properties[name], value)
      : jsonValue(properties[name], isList(name) ? asList(value) : value);
    form[isList(name) ? `${name}[]` : name] = json[name];
  }
  const files = Object.fromEntries(
    Object.entries(example.files ?? {}).map(([key, paths]) => [key, paths.map(() => PUBLISHED_FILE)]),
  );
  for (const [name, value] of folded(files))
    form[isList(name) ? `${name}[]` : name] = isList(name)
      ? asList(value)
      : (asList(value)[0] ?? PUBLISHED_FILE);
  return { path, query, form, json };
}
