/** Attributes every stored entity carries besides its own. */
export interface StoredEntity {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  /** Words the search index holds for the entity (types written with a `search` option). */
  search_words?: string[];
}

declare const attributes: unique symbol;

/**
 * The name of a stored type (the `CLIENT` of `CLIENT#12`) that carries the shape of its entities,
 * so the entity store answers typed entities: `getEntity(CLIENT, id)` is a `Client & StoredEntity`.
 * At run time it is the name itself.
 */
export type EntityType<T extends object = object> = string & { readonly [attributes]: T };

/** Declares a stored type: its name, and its entities' own attributes as the type argument. */
export const entityType = <T extends object>(name: string): EntityType<T> => name as EntityType<T>;

/** The entity a stored type holds, as the store returns it (ElectroDB's `EntityItem<typeof Task>`). */
export type EntityOf<E extends EntityType> = E extends EntityType<infer T> ? T & StoredEntity : never;
