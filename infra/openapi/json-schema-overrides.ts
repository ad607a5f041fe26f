import type * as z from 'zod';
import { clearableFields, documentedAs } from '../../shared/http/fields';

type Override = NonNullable<NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override']>;

/** Blank text, which a clearable field reads as "clear the stored value". */
const BLANK = { type: 'string', pattern: '^\\s*$', description: 'Blank: clears the stored value' };

/**
 * zod's JSON Schema of a `clearable` field shows the value and null, not the blank text the field
 * also takes (a form cannot send null): this adds it, so `other_phone: ""` passes the published
 * schemas (the document, the gateway's JSON models) as it passes the function.
 */
export const blankClears: Override = ({ zodSchema, jsonSchema }) => {
  if (!clearableFields.has(zodSchema)) return;
  const schema = jsonSchema as Record<string, unknown>;
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : [{ ...schema }];
  for (const key of Object.keys(schema)) delete schema[key];
  schema.anyOf = [...alternatives, BLANK];
};

/**
 * Request fields parsed from text (`integerText`, `numberText`, `emailText`) show the type they are
 * read as (`documentedAs`), for the document only: the gateway's JSON models keep accepting `"3"`.
 */
export const shownAsRead: Override = ({ zodSchema, jsonSchema }) => {
  const shown = documentedAs.get(zodSchema);
  if (!shown) return;
  const schema = jsonSchema as Record<string, unknown>;
  for (const key of Object.keys(schema)) delete schema[key];
  Object.assign(schema, shown);
};
