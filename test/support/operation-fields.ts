import type { $ZodType } from 'zod/v4/core';
import { folderOf, operationFilesOf, resourceModules } from '../../functions/route-table';

/** One field an operation reads from its body or query (a field of a list's objects too). */
export interface OperationField {
  operationId: string;
  /** The file that declares the operation (its module folder when the file's name is not the operation's), to name in a failure. */
  file: string;
  part: 'body' | 'query';
  /** The field's name, dotted under the field that holds it (`items.quantity`). */
  path: string;
  /** Its own name, the last segment of `path`: what an error names. */
  name: string;
  schema: $ZodType;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/**
 * The object shapes a schema reads, through the wrappers the field builders use (optional, pipe,
 * array, union, ...): the body and query schemas are zod objects, possibly behind a pipe or a check.
 */
export function shapesOf(schema: $ZodType, seen = new Set<$ZodType>()): Record<string, $ZodType>[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (key: string) => shapesOf(def[key] as $ZodType, seen);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, $ZodType>];
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'array':
      return inner('element');
    case 'union':
      return (def.options as $ZodType[]).flatMap((option) => shapesOf(option, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'record':
      return inner('valueType');
    case 'lazy':
      return shapesOf((def.getter as () => $ZodType)(), seen);
    default:
      return [];
  }
}

function fieldsIn(schema: $ZodType, prefix: string): { path: string; name: string; schema: $ZodType }[] {
  return shapesOf(schema).flatMap((shape) =>
    Object.entries(shape).flatMap(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      return [{ path, name, schema: field }, ...fieldsIn(field, path)];
    }),
  );
}

/** Every body and query field of every operation of every module, in the route table's order. */
export const operationFields: readonly OperationField[] = resourceModules.flatMap((module) =>
  Object.entries(module.operations).flatMap(([operationId, operation]) =>
    (['body', 'query'] as const).flatMap((part) => {
      const schema = operation.spec[part];
      if (!schema) return [];
      const own = operationFilesOf(module).find(
        (name) => name === `${kebab(operationId, module.surface)}.ts`,
      );
      const file = own ? `${folderOf(module)}/${own}` : `${folderOf(module)}/`;
      return fieldsIn(schema, '').map((field) => ({ operationId, file, part, ...field }));
    }),
  ),
);

/** `staffListClients` → `list-clients` (the operation file's name, without the surface prefix). */
function kebab(operationId: string, surface: string): string {
  const prefix = { client: 'client', system: 'system', 'system-user': 'staff' }[surface] ?? '';
  const rest = operationId.startsWith(prefix) ? operationId.slice(prefix.length) : operationId;
  return rest.replace(
    /[A-Z]/g,
    (letter, index: number) => `${index === 0 ? '' : '-'}${letter.toLowerCase()}`,
  );
}
