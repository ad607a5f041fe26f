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
export function equals(attribute: string, value: string | number | undefined): IndexFilter | undefined {
  if (value === undefined) return undefined;
  return {
    expression: `#${attribute} = :${attribute}`,
    names: { [`#${attribute}`]: attribute },
    values: { [`:${attribute}`]: value },
  };
}
