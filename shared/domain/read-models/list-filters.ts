import type { IndexFilter } from '../../db/entity-store';
import { equals } from '../../db/filters';
import type { tableDefinition } from '../../db/table-definition';

/** An attribute the collection index projects: the only ones a list can filter on without reading items. */
export type IndexedAttribute = (typeof tableDefinition.globalSecondaryIndexes)[0]['nonKeyAttributes'][number];

/**
 * A filter a list accepts: the condition on the collection index, and the same condition on a loaded
 * entity (a search reads entities, not the index, so it applies filters that way).
 */
export interface ListFilter<V> {
  index: (value: V) => IndexFilter | undefined;
  holds: (entity: Record<string, unknown>, value: V) => boolean;
}

/** `attribute = value`, e.g. a list's `status` or `project_id`. */
export const equalTo = <V extends string | number | boolean>(attribute: IndexedAttribute): ListFilter<V> => ({
  index: (value) => equals(attribute, value),
  holds: (entity, value) => entity[attribute] === value,
});

/** The values a list takes for its filters, each optional. */
export type FilterValues<Filters> = {
  [Name in keyof Filters]?: (Filters[Name] extends ListFilter<infer V> ? V : never) | undefined;
};

/** The filters most back-office lists take: one `status` and one `project_id`, each when given. */
export const statusAndProjectFilters = {
  status: equalTo<string>('status'),
  project_id: equalTo<number>('project_id'),
};
