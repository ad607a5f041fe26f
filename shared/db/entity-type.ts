/** Attributes every stored entity carries besides its own. */
export interface StoredEntity {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  /** Words the search index holds for the entity (types written with a `search` option). */
  search_words?: string[];
  /** Ids of the list sets the entity is entered in (by its create, a later update or the backfill). */
  list_sets?: string[];
}

declare const attributes: unique symbol;

/**
 * The name of a stored type (the `CLIENT` of `CLIENT#12`) that carries the shape of its entities,
 * so the entity store answers typed entities: `getEntity(CLIENT, id)` is a `Client & StoredEntity`.
 * At run time it is the name itself.
 */
export type EntityType<T extends object = object> = string & { readonly [attributes]: T };

/** A value an equality filter compares with. */
export type FilterValue = string | number | boolean;

/**
 * A list a type answers (shared/db/lists.ts). The short form `['project_id', 'status']` names
 * equality filters; the long form adds fixed values a record must hold to be in the list at all
 * (`where: { status: 'available' }`: only available units are entered) and an order by a numeric or
 * ISO-date attribute instead of creation (`orderBy: 'price_after_tax'`, ranges asked in `step` wide
 * bands of that attribute's unit).
 */
export type ListSetDeclaration<T extends object> =
  | ReadonlyArray<keyof T & string>
  | {
      filters?: ReadonlyArray<keyof T & string>;
      where?: { [K in keyof T]?: FilterValue };
      orderBy?: keyof T & string;
      step?: number;
    };

/** A declared list, as the store reads it. */
export interface ListSet {
  /** `*`, `status`, `project_id&status`, `status=available&project_id>price_after_tax`: stored on records. */
  id: string;
  filters: string[];
  where: Record<string, FilterValue>;
  orderBy?: { attribute: string; step: number };
}

/** How a type is stored beyond its name. */
export interface EntityTypeOptions<T extends object> {
  /**
   * The lists it answers; the unfiltered list (newest first) is always there. The store keeps a
   * membership item and counts per list in each write's transaction (shared/db/lists.ts).
   */
  lists?: Array<ListSetDeclaration<T>>;
}

const declaredLists = new Map<string, ListSet[]>();

function listSet(declaration: ListSetDeclaration<object>): ListSet {
  const long = 'length' in declaration ? { filters: declaration } : declaration;
  const filters = [...(long.filters ?? [])] as string[];
  const where = { ...(long.where ?? {}) } as Record<string, FilterValue>;
  const equalities = [...Object.entries(where).map(([name, value]) => `${name}=${value}`), ...filters];
  const orderBy = long.orderBy === undefined ? undefined : { attribute: long.orderBy, step: long.step ?? 1 };
  const id = `${equalities.join('&') || '*'}${orderBy ? `>${orderBy.attribute}` : ''}`;
  return { id, filters, where, ...(orderBy ? { orderBy } : {}) };
}

/** Two lists filtering on the same attributes in the same order would share their partitions. */
function assertDistinct(type: string, sets: ListSet[]): void {
  const shapes = sets.map((set) =>
    [[...set.filters, ...Object.keys(set.where)].sort().join('&'), set.orderBy?.attribute].join('>'),
  );
  const twice = shapes.find((shape, index) => shapes.indexOf(shape) !== index);
  if (twice !== undefined) throw new Error(`${type} declares two lists on ${twice}`);
}

/** Declares a stored type: its name, and its entities' own attributes as the type argument. */
export const entityType = <T extends object>(
  name: string,
  options: EntityTypeOptions<T> = {},
): EntityType<T> => {
  if (options.lists) {
    const sets = [[], ...options.lists].map((declaration) =>
      listSet(declaration as ListSetDeclaration<object>),
    );
    assertDistinct(name, sets);
    declaredLists.set(name, sets);
  }
  return name as EntityType<T>;
};

/** The types that declare lists, as loaded so far. */
export const typesWithLists = (): string[] => [...declaredLists.keys()];

/** The lists declared for a type (the unfiltered one first), or undefined for a type without. */
export const listSetsOf = (type: string): ListSet[] | undefined => declaredLists.get(type);

/** The entity a stored type holds, as the store returns it (ElectroDB's `EntityItem<typeof Task>`). */
export type EntityOf<E extends EntityType> = E extends EntityType<infer T> ? T & StoredEntity : never;
