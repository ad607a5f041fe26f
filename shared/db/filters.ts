import type { IndexFilter } from './entity-store';

/** Joins filters with AND; undefined when there are none. */
export function allOf(filters: Array<IndexFilter | undefined>): IndexFilter | undefined {
  const present = filters.filter((filter): filter is IndexFilter => filter !== undefined);
  if (present.length === 0) return undefined;
  return {
    expression: present.map((filter) => `(${filter.expression})`).join(' AND '),
    names: Object.assign({}, ...present.map((filter) => filter.names)),
    values: Object.assign({}, ...present.map((filter) => filter.values)),
  };
}

/** `attribute = value` on a projected attribute; undefined when no value was asked for. */
export function equals(
  attribute: string,
  value: string | number | boolean | undefined,
): IndexFilter | undefined {
  if (value === undefined) return undefined;
  return {
    expression: `#${attribute} = :${attribute}`,
    names: { [`#${attribute}`]: attribute },
    values: { [`:${attribute}`]: value },
  };
}

/** `attribute >= value`, inclusive; undefined when no bound was asked for. */
export const atLeast = (attribute: string, value: number | undefined) =>
  compare(attribute, '>=', 'min', value);

/** `attribute <= value`, inclusive; undefined when no bound was asked for. */
export const atMost = (attribute: string, value: number | undefined) =>
  compare(attribute, '<=', 'max', value);

function compare(attribute: string, operator: '>=' | '<=', bound: string, value: number | undefined) {
  if (value === undefined) return undefined;
  const placeholder = `:${bound}_${attribute}`;
  return {
    expression: `#${attribute} ${operator} ${placeholder}`,
    names: { [`#${attribute}`]: attribute },
    values: { [placeholder]: value },
  } satisfies IndexFilter;
}

/** The filter most back-office lists take: one `status` and one `project_id`, each when given. */
export const statusAndProject = (filters: { status?: string | undefined; project_id?: number | undefined }) =>
  allOf([equals('status', filters.status), equals('project_id', filters.project_id)]);

/** `created_at` within the inclusive day range, on the collection index (ISO times sort as text). */
export function createdBetween(from: string | undefined, to: string | undefined): IndexFilter | undefined {
  if (!from && !to) return undefined;
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (from) {
    parts.push('#created_at >= :created_from');
    values[':created_from'] = from;
  }
  if (to) {
    parts.push('#created_at <= :created_to');
    values[':created_to'] = `${to}T23:59:59.999Z`;
  }
  return { expression: parts.join(' AND '), names: { '#created_at': 'created_at' }, values };
}

/** `created_at` on one day (YYYY-MM-DD, UTC), on the collection index; undefined when no day was asked for. */
export function createdOn(day: string | undefined): IndexFilter | undefined {
  if (day === undefined) return undefined;
  return {
    expression: 'begins_with(#created_at, :created_on)',
    names: { '#created_at': 'created_at' },
    values: { ':created_on': day },
  };
}
