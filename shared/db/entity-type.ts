/** Attributes every stored entity carries besides its own. */
export interface StoredEntity {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  /** Words the search index holds for the entity (types written with a `search` option). */
  search_words?: string[];
  /** Set once the entity's list memberships and counts are written (by its create or the backfill). */
  in_lists?: boolean;
}

declare const attributes: unique symbol;

/**
 * The name of a stored type (the `CLIENT` of `CLIENT#12`) that carries the shape of its entities,
 * so the entity store answers typed entities: `getEntity(CLIENT, id)` is a `Client & StoredEntity`.
 * At run time it is the name itself.
 */
export type EntityType<T extends object = object> = string & { readonly [attributes]: T };

/** A combination of equality filters a list of the type answers (e.g. `['value_type', 'status']`). */
export type ListFilterSet<T extends object> = ReadonlyArray<keyof T & string>;

/** How a type is stored beyond its name. */
export interface EntityTypeOptions<T extends object> {
  /**
   * The filter combinations its lists answer; the unfiltered list is always there. The store keeps a
   * membership item and counts per combination in each write's transaction (shared/db/lists.ts).
   */
  lists?: Array<ListFilterSet<T>>;
}

const declaredLists = new Map<string, string[][]>();

/** Declares a stored type: its name, and its entities' own attributes as the type argument. */
export const entityType = <T extends object>(
  name: string,
  options: EntityTypeOptions<T> = {},
): EntityType<T> => {
  if (options.lists) declaredLists.set(name, [[], ...options.lists.map((set) => [...set])]);
  return name as EntityType<T>;
};

/** The list filter sets declared for a type (the empty set first), or undefined for a type without. */
export const listFilterSetsOf = (type: string): string[][] | undefined => declaredLists.get(type);

/** The entity a stored type holds, as the store returns it (ElectroDB's `EntityItem<typeof Task>`). */
export type EntityOf<E extends EntityType> = E extends EntityType<infer T> ? T & StoredEntity : never;
