/** The list a form-notation field name adds to: `name` of `name[]`, `name[0]` or `name[key]`. */
const listName = (fieldName: string) => /^(.+?)\[(.*)\]$/.exec(fieldName)?.[1];

/**
 * Adds a field to a body under its name, treating `name[]` (and `name[0]`, `name[key]`) as a list
 * in the order sent, as PHP and Laravel read a form; a later plain `name` replaces the list.
 */
export function assignField(target: Record<string, unknown>, fieldName: string, value: unknown): void {
  const name = listName(fieldName);
  if (!name) {
    target[fieldName] = value;
    return;
  }
  const existing = target[name];
  if (Array.isArray(existing)) existing.push(value);
  else target[name] = [value];
}

/**
 * A JSON body with its form-notation keys (`option_ids[0]`, `option_ids[]`) folded into lists, as
 * a form body with the same names would read: a client that sends the form's names in JSON is
 * understood, never silently given empty lists. A `name[]` key holding an array adds each item.
 */
export function foldFormNotation(body: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(body).some(listName)) return body;
  // Null prototype: field names come from the caller (`__proto__` included).
  const folded: Record<string, unknown> = Object.create(null);
  for (const [fieldName, value] of Object.entries(body)) {
    if (listName(fieldName) && Array.isArray(value)) {
      if (value.length === 0) assignField(folded, fieldName.replace(/\[.*\]$/, ''), []);
      for (const item of value) assignField(folded, fieldName, item);
    } else assignField(folded, fieldName, Array.isArray(value) ? [...value] : value);
  }
  return folded;
}
