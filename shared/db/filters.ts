import type { IndexFilter } from './entity-store';

/**
 * `search` as a filter on the collection index's `search_text`: case-insensitive substring; when the
 * term carries digits among other characters (a phone typed with spaces), its digits match too.
 */
export function searchFilter(search: string | undefined): IndexFilter | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const digits = text.replace(/[^\d]/g, '');
  const matchDigits = digits.length >= 3 && digits !== text;
  return {
    expression: matchDigits
      ? '(contains(#search, :search) OR contains(#search, :digits))'
      : 'contains(#search, :search)',
    names: { '#search': 'search_text' },
    values: { ':search': text, ...(matchDigits ? { ':digits': digits } : {}) },
  };
}

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
