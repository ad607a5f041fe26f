import { countsOf, getEntity, listPage, listSearch, loadEntities, type Page } from '../../db/entity-store';
import type { EntityType, StoredEntity } from '../../db/entity-type';
import type { ListPage, PageRequest } from '../lists';
import type { FilterValues } from './list-filters';

/** A record this one names by id (its project, owner, city), loaded with those of the whole page. */
export interface Join<Joined extends object> {
  /** The joined stored type: it carries the entity type the record builder receives. */
  type: EntityType<Joined>;
  /** The attribute that holds the joined record's id. */
  field: string;
}

/** The record of `type` whose id is in `field`; the builder receives it typed as `type` declares. */
export const join = <Joined extends object>(type: EntityType<Joined>, field: string): Join<Joined> => ({
  type,
  field,
});

type Joins = Record<string, Join<object>>;

/** What a record builder receives besides its entity: the joined records (undefined when missing) and counts. */
export interface Related<J extends Joins, C extends string> {
  joined: { [Name in keyof J]: J[Name] extends Join<infer T> ? (T & StoredEntity) | undefined : never };
  /** The entity's child counts (its `COUNTS` item), 0 when none was ever counted. */
  counts: Record<C, number>;
}

export interface ReadModelDefinition<
  E extends object,
  J extends Joins,
  C extends string,
  F extends ReadonlyArray<keyof E & string>,
  R,
> {
  /** The stored entity type, e.g. `LAND` (`entityType<Land>('LAND')`): it types the entity `build` receives. */
  type: EntityType<E>;
  /** The record kind in words, for the not-found answer ("The requested land was not found."). */
  recordName: string;
  joins?: J;
  /** Child counts the record shows (e.g. `[LAND]` for an owner's `lands_count`). */
  counts?: readonly C[];
  /** The list's equality filters: every combination of them is a list `type` declares (shared/db/lists.ts). */
  filters?: F;
  /** Whether the list takes `search` (the entity must write search words when stored). */
  searchable?: boolean;
  build: (entity: E & StoredEntity, related: Related<J, C>) => R | Promise<R>;
}

/** A list request: the page, and the filters and search the model declares. */
export type ListRequest<E, F extends ReadonlyArray<keyof E>> = PageRequest & {
  search?: string | undefined;
} & FilterValues<E, F>;

export interface ReadModel<E, R, F extends ReadonlyArray<keyof E>> {
  /** One page of records, newest first, and how many match. */
  list(request: ListRequest<E, F>): Promise<ListPage<R>>;
  /** One record; a missing or soft-deleted id is the store's not-found. */
  show(id: number): Promise<R>;
  /** Records of entities read elsewhere (a parent's children), with the same joins. */
  records(entities: Array<E & StoredEntity>): Promise<R[]>;
}

const idIn = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * A list/show pair of records that only join stored data. Whatever the page size, a page costs the
 * list's own reads plus one batch of joined records and one of counts, never a read per record.
 */
export function defineReadModel<
  E extends object,
  J extends Joins = Record<never, never>,
  C extends string = never,
  F extends ReadonlyArray<keyof E & string> = [],
  R = unknown,
>(definition: ReadModelDefinition<E, J, C, F, R>): ReadModel<E, R, F> {
  const { type, recordName, build } = definition;
  const joins = Object.entries(definition.joins ?? {});
  const countNames = definition.counts ?? [];
  const filters: ReadonlyArray<string> = definition.filters ?? [];
  const fieldOf = (entity: object, field: string) => idIn((entity as Record<string, unknown>)[field]);

  async function records(entities: Array<E & StoredEntity>): Promise<R[]> {
    const refs = entities.map((entity) => ({ type, id: entity.id }));
    const [loaded, counts] = await Promise.all([
      loadEntities(
        entities.flatMap((entity) => joins.map(([, j]) => ({ type: j.type, id: fieldOf(entity, j.field) }))),
      ),
      countNames.length > 0 ? countsOf(refs) : undefined,
    ]);
    return Promise.all(
      entities.map((entity, index) => {
        const stored = counts?.get(refs[index] as (typeof refs)[number]);
        return build(entity, {
          joined: Object.fromEntries(
            joins.map(([name, j]) => [name, loaded.get(j.type, fieldOf(entity, j.field))]),
          ) as Related<J, C>['joined'],
          counts: Object.fromEntries(countNames.map((name) => [name, Number(stored?.[name] ?? 0)])) as Record<
            C,
            number
          >,
        });
      }),
    );
  }

  async function page(request: ListRequest<E, F>): Promise<Page<E>> {
    const asked = Object.fromEntries(
      filters.map((name) => [name, (request as Record<string, string | number | undefined>)[name]]),
    );
    if (request.search === undefined || request.search === '')
      return listPage(type, request.page, request.perPage, { filters: asked });
    if (!definition.searchable) throw new Error(`${recordName} lists do not take search`);
    // The search index finds the matches; the filters narrow them.
    const keep = (entity: E & StoredEntity) =>
      Object.entries(asked).every(
        ([name, value]) => value === undefined || (entity as Record<string, unknown>)[name] === value,
      );
    return listSearch(type, request.search, request.page, request.perPage, keep);
  }

  return {
    list: async (request) => {
      const { items, total } = await page(request);
      return { items: await records(items), total };
    },
    show: async (id) => {
      const [record] = await records([await getEntity(type, id, recordName)]);
      return record as R;
    },
    records,
  };
}
