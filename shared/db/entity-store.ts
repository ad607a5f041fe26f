import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { batchGetItems } from './batch-get';
import { dynamo } from './client';
import { nextId } from './counters';
import type { EntityType, StoredEntity } from './entity-type';
import { type Condition, conditionExpression, ExpressionNames } from './expressions';
import { type EntityRef, keys, linkedChild } from './keys';
import {
  filterCombinationRefusal,
  hasLists,
  LIST_FALLBACK_BOUND,
  type ListQuery,
  listEntryMoves,
  listEntryMovesOfMany,
  listEntryRemovals,
  listEntryWrites,
  listIds,
  listSetIds,
  matchesQuery,
} from './lists';
import { searchDeletes, searchPlan, searchPuts, searchTextOf, searchWords } from './search';
import type { TxItem } from './transaction-builder';
import { type TransactItem, transact } from './transactions';

/**
 * Items a caller adds to a store write's transaction (`also`): named items of the transaction
 * builder or prepared items. A failed condition among them answers what the store answers (409).
 */
export type AlsoItems = ReadonlyArray<TransactItem | TxItem>;

const rawItems = (also: AlsoItems | undefined): TransactItem[] =>
  (also ?? []).map((item) =>
    'name' in item && 'item' in item ? (item as TxItem).item : (item as TransactItem),
  );

/** A value that must be unique among entities of one kind (e.g. client e-mail), reported on `field`. */
export interface UniqueValue {
  kind: string;
  field: string;
  value: string | null | undefined;
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'entity_type', 'gsi1pk', 'gsi1sk'];
/** Attributes an update may never set directly (`search_words` moves with the `search` option). */
const RESERVED_ATTRIBUTES = [
  ...KEY_ATTRIBUTES,
  'id',
  'version',
  'created_at',
  'updated_at',
  'search_words',
  'list_sets',
];

/** Strips table keys so callers only ever see the entity's own attributes. */
function toEntity<T>(item: Record<string, unknown>): T & StoredEntity {
  const entity = { ...item };
  for (const key of KEY_ATTRIBUTES) delete entity[key];
  return entity as T & StoredEntity;
}

function uniqueMarkerPut(type: string, id: number, unique: UniqueValue): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.unique(unique.kind, String(unique.value)), owner_type: type, owner_id: id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function uniqueMarkerDelete(unique: UniqueValue): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.unique(unique.kind, String(unique.value)) } };
}

/**
 * The updates that move parents' counters, one per parent (a transaction may touch an item once),
 * each adding `delta` to every counter named for it.
 */
function countChanges(changes: Array<{ parent: EntityRef; counter: string }>, delta: 1 | -1): TransactItem[] {
  const byParent = new Map<string, { parent: EntityRef; counters: string[] }>();
  for (const { parent, counter } of changes) {
    const entry = byParent.get(keys.counts(parent).pk) ?? { parent, counters: [] };
    entry.counters.push(counter);
    byParent.set(keys.counts(parent).pk, entry);
  }
  return [...byParent.values()].map(({ parent, counters }) => ({
    Update: {
      TableName: tableName(),
      Key: keys.counts(parent),
      UpdateExpression: `ADD ${counters.map((_, index) => `#c${index} :delta`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(counters.map((counter, index) => [`#c${index}`, counter])),
      ExpressionAttributeValues: { ':delta': delta },
    },
  }));
}

const present = (unique: UniqueValue) =>
  unique.value !== null && unique.value !== undefined && unique.value !== '';

/** Maps the index of a cancelled transaction item to the error it stands for. */
function conditionError(owners: Array<UniqueValue | undefined>) {
  return (index: number) => {
    const unique = owners[index];
    return unique ? ValidationError.forField(unique.field, 'validation.unique') : new ConflictError();
  };
}

export interface CreateOptions {
  /** Values that must stay unique (markers written in the same transaction). */
  uniques?: UniqueValue[];
  /** Parents that list this entity (a sale under its client and its unit); their counts move too. */
  links?: EntityRef[];
  /** Other counters to move by one (e.g. a unit's sale clients when a sale is made). */
  counts?: Array<{ parent: EntityRef; counter: string }>;
  /** An id reserved earlier with `nextId` (e.g. to name S3 objects before the record exists). */
  id?: number;
  /** The values `search` finds the entity by (their words go into the search index). */
  search?: unknown[];
}

/** A create ready to be written: the entity it writes and the transaction items that write it. */
export interface PreparedCreate<T extends object> {
  entity: T & StoredEntity;
  items: TransactItem[];
  /** The 409 (or taken unique value's 422) of a refused item, by its index in `items`. */
  refusal: (index: number) => Error;
}

/**
 * The items that create an entity (with a new id taken now): for a create that must land in the
 * same transaction as another write (a notification with the decision that causes it), passed to
 * that write's `also`. A taken unique value then cancels that whole transaction.
 */
export async function prepareCreate<T extends object>(
  type: EntityType<T>,
  attributes: NoInfer<T>,
  options: CreateOptions = {},
): Promise<PreparedCreate<T>> {
  const id = options.id ?? (await nextId(type));
  const now = new Date().toISOString();
  const entity = { ...attributes, id, version: 1, created_at: now, updated_at: now };
  const uniques = (options.uniques ?? []).filter(present);
  const child = { type, id };
  const words = options.search ? searchWords(options.search) : [];
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...entity,
          ...keys.entity(type, id),
          ...keys.collection(type, id),
          entity_type: type,
          ...(options.search ? { search_words: words } : {}),
          ...(hasLists(type) ? { list_sets: listSetIds(type) } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...uniques.map((unique) => uniqueMarkerPut(type, id, unique)),
    ...(options.links ?? []).map((parent) => ({
      Put: { TableName: tableName(), Item: keys.link(parent, child) },
    })),
    ...countChanges(
      [...(options.links ?? []).map((parent) => ({ parent, counter: type })), ...(options.counts ?? [])],
      1,
    ),
    ...(options.search ? searchPuts(type, id, words, searchTextOf(options.search)) : []),
    ...(hasLists(type) ? listEntryWrites(type, entity) : []),
  ];
  return { entity, items, refusal: conditionError([undefined, ...uniques]) };
}

/**
 * Creates an entity with a new integer id, its unique-value markers, its links under parents,
 * their counts and its collection total in one transaction (with the caller's `also` items):
 * either all are written or none is.
 */
export async function createEntity<T extends object>(
  type: EntityType<T>,
  attributes: NoInfer<T>,
  options: CreateOptions & { also?: AlsoItems } = {},
): Promise<T & StoredEntity> {
  const { entity, items, refusal } = await prepareCreate(type, attributes, options);
  await transact([...items, ...rawItems(options.also)], refusal);
  return entity;
}

/** One live entity by id, or undefined (a soft-deleted one counts as gone). */
export async function findEntity<T extends object>(
  type: EntityType<T>,
  id: number,
): Promise<(T & StoredEntity) | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.entity(type, id) }));
  return result.Item && result.Item.deleted_at === undefined ? toEntity<T>(result.Item) : undefined;
}

/** One entity by id, or a 404 naming the record kind. */
export async function getEntity<T extends object>(
  type: EntityType<T>,
  id: number,
  recordName: string,
): Promise<T & StoredEntity> {
  const entity = await findEntity(type, id);
  if (!entity) throw new NotFoundError(recordName);
  return entity;
}

/**
 * Loads entities of several types in one batch (the nested records of a page), keyed `TYPE#id`.
 * References with a null or missing id are skipped.
 */
export async function loadEntities(
  refs: Array<{ type: EntityType; id: number | null | undefined }>,
): Promise<EntityMap> {
  const wanted = refs.filter((ref): ref is { type: EntityType; id: number } => typeof ref.id === 'number');
  const items = await batchGetItems(wanted.map((ref) => keys.entity(ref.type, ref.id)));
  return new EntityMap(
    items.map((item) => toEntity<Record<string, unknown>>(item)),
    items,
  );
}

/** Entities loaded by `loadEntities`, looked up by type and id. */
export class EntityMap {
  private readonly byKey = new Map<string, Record<string, unknown>>();

  constructor(entities: Array<Record<string, unknown>>, items: Array<Record<string, unknown>>) {
    entities.forEach((entity, index) => {
      this.byKey.set(String(items[index]?.pk), entity);
    });
  }

  get<T extends object>(type: EntityType<T>, id: number | null | undefined): (T & StoredEntity) | undefined {
    return typeof id === 'number'
      ? (this.byKey.get(`${type}#${id}`) as (T & StoredEntity) | undefined)
      : undefined;
  }

  /** Entities of a type among those loaded, in the order of `ids`. */
  list<T extends object>(type: EntityType<T>, ids: number[]): Array<T & StoredEntity> {
    return ids.flatMap((id) => this.get(type, id) ?? []);
  }
}

export interface UpdateOptions<T extends object> {
  recordName: string;
  /** The version the caller read; defaults to the version read here just before writing. */
  expectedVersion?: number;
  uniques?: Array<UniqueValue & { previous: string | null | undefined }>;
  /** The entity as the caller just read it, to save reading it again. */
  current?: T & StoredEntity;
  /** The values `search` finds the entity by after the change; its index words move in the same transaction. */
  search?: unknown[];
  /** More items written in the same transaction (e.g. a status-history entry); a failed condition answers 409. */
  also?: AlsoItems;
  /**
   * More conditions on the entity itself, beside its version (a sale's money invariant): one
   * failing refuses the update as a lost version does.
   */
  condition?: Condition;
}

/** An update's items and the entity as it will be once they land. */
export interface PreparedUpdate<T extends object> {
  entity: T & StoredEntity;
  items: TransactItem[];
  /** The 409 (or taken unique value's 422) of a refused item, by its index in `items`. */
  refusal: (index: number) => Error;
}

/**
 * The items that change an entity (updateEntity's, without writing them): for a change that must
 * land in the same transaction as another write (a record approved with its approval's decision).
 */
export async function prepareUpdate<T extends object>(
  type: EntityType<T>,
  id: number,
  changes: Partial<NoInfer<T>>,
  options: UpdateOptions<NoInfer<T>>,
): Promise<PreparedUpdate<T>> {
  const current = options.current ?? (await getEntity(type, id, options.recordName));
  const expectedVersion = options.expectedVersion ?? current.version;
  // List moves are computed from `current`: it must be the version the write is conditioned on.
  if (current.list_sets && expectedVersion !== current.version) throw new ConflictError();
  const now = new Date().toISOString();
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':next': expectedVersion + 1,
    ':now': now,
  };
  const sets = ['#version = :next', '#updated_at = :now'];
  const removes: string[] = [];
  Object.entries(changes).forEach(([name, value], index) => {
    if (value === undefined || RESERVED_ATTRIBUTES.includes(name)) return;
    names[`#a${index}`] = name;
    if (value === null) removes.push(`#a${index}`);
    else {
      values[`:a${index}`] = value;
      sets.push(`#a${index} = :a${index}`);
    }
  });
  const markerItems: TransactItem[] = [];
  const markerOwners: Array<UniqueValue | undefined> = [undefined];
  for (const unique of options.uniques ?? []) {
    if ((unique.value ?? null) === (unique.previous ?? null)) continue;
    if (present({ ...unique, value: unique.previous })) {
      markerItems.push(uniqueMarkerDelete({ ...unique, value: unique.previous }));
      markerOwners.push(undefined);
    }
    if (present(unique)) {
      markerItems.push(uniqueMarkerPut(type, id, unique));
      markerOwners.push(unique);
    }
  }
  const updated: Record<string, unknown> = { ...current, version: expectedVersion + 1, updated_at: now };
  for (const [name, value] of Object.entries(changes)) {
    if (RESERVED_ATTRIBUTES.includes(name)) continue;
    if (value === null) delete updated[name];
    else if (value !== undefined) updated[name] = value;
  }
  if (current.list_sets) {
    // Lists declared since the record was last written are entered now (listEntryMoves).
    names['#list_sets'] = 'list_sets';
    values[':list_sets'] = listSetIds(type);
    sets.push('#list_sets = :list_sets');
    updated.list_sets = listSetIds(type);
  }
  const searchItems: TransactItem[] = [];
  if (options.search) {
    const previous = current.search_words ?? [];
    const next = searchWords(options.search);
    const text = searchTextOf(options.search);
    // Every word is written again: the stored text of the words that stay changes too.
    searchItems.push(
      ...searchDeletes(
        type,
        id,
        previous.filter((word) => !next.includes(word)),
      ),
      ...searchPuts(type, id, next, text),
    );
    names['#search_words'] = 'search_words';
    values[':search_words'] = next;
    sets.push('#search_words = :search_words');
  }
  // The caller's conditions take placeholders of their own (`#g0`, `:g0`) beside the store's.
  const guard = new ExpressionNames('g');
  const extra = options.condition ? conditionExpression(options.condition, guard) : undefined;
  return {
    entity: updated as T & StoredEntity,
    items: [
      {
        Update: {
          TableName: tableName(),
          Key: keys.entity(type, id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: `attribute_exists(pk) AND #version = :expected${extra ? ` AND (${extra})` : ''}`,
          ExpressionAttributeNames: { ...names, ...guard.names },
          ExpressionAttributeValues: { ...values, ...guard.values },
        },
      },
      ...markerItems,
      ...searchItems,
      ...(current.list_sets ? listEntryMoves(type, current, updated) : []),
      ...rawItems(options.also),
    ],
    refusal: conditionError(markerOwners),
  };
}

/**
 * Changes an entity under optimistic locking: the write only lands if `version` is still the one
 * read (or the one the caller sent). Unique markers move in the same transaction. A change to
 * null removes the attribute.
 */
export async function updateEntity<T extends object>(
  type: EntityType<T>,
  id: number,
  changes: Partial<NoInfer<T>>,
  options: UpdateOptions<NoInfer<T>>,
): Promise<T & StoredEntity> {
  const { entity, items, refusal } = await prepareUpdate(type, id, changes, options);
  await transact(items, refusal);
  return entity;
}

/**
 * Sets the same attributes on several listed or unlisted entities in one transaction, each write
 * conditioned on the version read (a record changed meanwhile cancels all: 409), their list moves
 * merged so each list's counts move once; `also` joins the caller's items (a counter moved by the
 * number of records changed).
 */
export async function updateEntities<T extends object>(
  type: EntityType<T>,
  entities: Array<T & StoredEntity>,
  changes: Partial<NoInfer<T>>,
  options: { also?: AlsoItems } = {},
): Promise<Array<T & StoredEntity>> {
  if (entities.length === 0) return [];
  const now = new Date().toISOString();
  const settable = Object.entries(changes).filter(
    ([name, value]) => value !== undefined && value !== null && !RESERVED_ATTRIBUTES.includes(name),
  );
  const names = Object.fromEntries([
    ['#version', 'version'],
    ['#updated_at', 'updated_at'],
    ...settable.map(([name], index) => [`#a${index}`, name]),
  ]);
  const sets = [
    '#version = :next',
    '#updated_at = :now',
    ...settable.map((_, index) => `#a${index} = :a${index}`),
  ];
  // As updateEntity: the lists declared since a record was written are entered now, and recorded.
  if (hasLists(type)) {
    names['#list_sets'] = 'list_sets';
    sets.push('#list_sets = :list_sets');
  }
  const updated = entities.map(
    (entity) =>
      ({
        ...entity,
        ...Object.fromEntries(settable),
        version: entity.version + 1,
        updated_at: now,
        ...(hasLists(type) ? { list_sets: listSetIds(type) } : {}),
      }) as T & StoredEntity,
  );
  await transact(
    [
      ...entities.map(
        (entity): TransactItem => ({
          Update: {
            TableName: tableName(),
            Key: keys.entity(type, entity.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':expected': entity.version,
              ':next': entity.version + 1,
              ':now': now,
              ...Object.fromEntries(settable.map(([, value], index) => [`:a${index}`, value])),
              ...(hasLists(type) ? { ':list_sets': listSetIds(type) } : {}),
            },
          },
        }),
      ),
      ...(hasLists(type)
        ? listEntryMovesOfMany(
            type,
            entities.map((before, index) => ({ before, after: updated[index] as object })),
          )
        : []),
      ...rawItems(options.also),
    ],
    () => new ConflictError(),
  );
  return updated;
}

/**
 * Soft-deletes an entity: the item stays (with `deleted_at`, for the records that name it) but leaves
 * its collection and the search index, its unique values are released and its type's total drops by
 * one, in one transaction conditioned on the version read (409 if it changed); `also` adds the
 * caller's own items to that transaction.
 */
export async function softDeleteEntity(
  type: EntityType,
  entity: StoredEntity,
  options: {
    uniques?: UniqueValue[];
    recordName: string;
    also?: AlsoItems;
    /** Attributes changed by the same write (null removes one): what an erasure anonymises. */
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = {
    ':now': new Date().toISOString(),
    ':expected': entity.version,
    ':next': entity.version + 1,
  };
  const sets = ['deleted_at = :now', '#version = :next'];
  const removes = ['gsi1pk', 'gsi1sk', 'search_words'];
  Object.entries(options.changes ?? {}).forEach(([name, value], index) => {
    if (value === undefined || RESERVED_ATTRIBUTES.includes(name) || name === 'deleted_at') return;
    names[`#c${index}`] = name;
    if (value === null) removes.push(`#c${index}`);
    else {
      values[`:c${index}`] = value;
      sets.push(`#c${index} = :c${index}`);
    }
  });
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: keys.entity(type, entity.id),
          UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
          ConditionExpression:
            'attribute_exists(pk) AND #version = :expected AND attribute_not_exists(deleted_at)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...(options.uniques ?? []).filter(present).map(uniqueMarkerDelete),
      ...searchDeletes(type, entity.id, entity.search_words ?? []),
      ...(entity.list_sets ? listEntryRemovals(type, entity) : []),
      ...rawItems(options.also),
    ],
    () => new ConflictError(),
  );
}

/**
 * Deletes an entity, its unique markers, its links and one from each total, in one transaction.
 * With `expectedVersion` it only lands on that version (409 otherwise), so a check made on the
 * entity as read (its status allows a delete) still holds when it goes.
 */
export async function deleteEntity(
  type: EntityType,
  id: number,
  options: {
    uniques?: UniqueValue[];
    links?: EntityRef[];
    searchWords?: string[];
    recordName: string;
    expectedVersion?: number;
  },
): Promise<void> {
  const child = { type, id };
  // A listed record leaves its lists as it is: the delete is conditioned on the version read here.
  const listed = hasLists(type) ? await findEntity(type, id) : undefined;
  if (hasLists(type) && !listed) throw new NotFoundError(options.recordName);
  const expectedVersion = options.expectedVersion ?? (listed?.list_sets ? listed.version : undefined);
  if (listed?.list_sets && expectedVersion !== listed.version) throw new ConflictError();
  const versioned = expectedVersion !== undefined;
  await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.entity(type, id),
          ConditionExpression: versioned
            ? 'attribute_exists(pk) AND #version = :expected'
            : 'attribute_exists(pk)',
          ...(versioned
            ? {
                ExpressionAttributeNames: { '#version': 'version' },
                ExpressionAttributeValues: { ':expected': expectedVersion },
              }
            : {}),
        },
      },
      ...(options.uniques ?? []).filter(present).map(uniqueMarkerDelete),
      ...(options.links ?? []).map((parent) => ({
        Delete: { TableName: tableName(), Key: keys.link(parent, child) },
      })),
      ...countChanges(
        (options.links ?? []).map((parent) => ({ parent, counter: type })),
        -1,
      ),
      ...searchDeletes(type, id, options.searchWords ?? []),
      ...(listed?.list_sets ? listEntryRemovals(type, listed) : []),
    ],
    () => (versioned ? new ConflictError() : new NotFoundError(options.recordName)),
  );
}

/** Reads every page of a query, handing each page's items to `collect` until it returns false. */
async function queryAll(
  input: ConstructorParameters<typeof QueryCommand>[0],
  collect: (items: Array<Record<string, unknown>>) => boolean,
): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    if (!collect(result.Items ?? [])) return;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
}

/** One page of entities and the number of all that match. */
export interface Page<T> {
  items: Array<T & StoredEntity>;
  total: number;
}

/**
 * One page of one of a type's declared lists (unfiltered unless `query` names filters; newest first
 * unless it asks a range of an ordering attribute), with the exact number of matches
 * (shared/db/lists.ts): reads one counts item, at most a block plus a page of keys, and the page's
 * items, at any table size or page number.
 */
export async function listPage<T extends object>(
  type: EntityType<T>,
  page: number,
  perPage: number,
  query: ListQuery = { filters: {} },
): Promise<Page<T>> {
  const { ids, total } = await listIds(type, page, perPage, query);
  const items = await batchGetItems(ids.map((id) => keys.entity(type, id)));
  return { items: items.map((item) => toEntity<T>(item)), total };
}

/**
 * One page of the entities of a type that match a search term, newest first, with their number.
 * Reads the search index's range of words starting with the term's most selective word (cost
 * follows the matches, not the table); `keep` can narrow the matches by their other attributes.
 * With `within` (the list of the other filters), the matches answer its filters and days
 * (`matchesQuery`); over the bound they are first narrowed to that list's ids (read whole while it
 * holds at most the bound, else the list's 422): the records read follow the smaller of the two.
 */
export async function listSearch<T extends object>(
  type: EntityType<T>,
  term: string,
  page: number,
  perPage: number,
  keep?: (entity: T & StoredEntity) => boolean,
  within?: ListQuery,
): Promise<Page<T>> {
  const plan = searchPlan(type, term);
  if (!plan) return { items: [], total: 0 };
  const names: Record<string, string> = { '#pk': 'pk', '#sk': 'sk', '#id': 'id' };
  // A key range rather than begins_with: the same words, but served as a range seek by every store
  // (DynamoDB Local filters a begins_with over the whole partition). U+10FFFF sorts after any text.
  const values: Record<string, unknown> = {
    ':partition': plan.partition,
    ':from': plan.prefix,
    ':to': `${plan.prefix}\u{10FFFF}`,
  };
  plan.others.forEach((word, index) => {
    names['#text'] = 'search_text';
    values[`:w${index}`] = word;
  });
  const ids = new Set<number>();
  await queryAll(
    {
      TableName: tableName(),
      KeyConditionExpression: '#pk = :partition AND #sk BETWEEN :from AND :to',
      ...(plan.others.length > 0
        ? { FilterExpression: plan.others.map((_, index) => `contains(#text, :w${index})`).join(' AND ') }
        : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ProjectionExpression: '#id',
    },
    (items) => {
      for (const item of items) ids.add(Number(item.id));
      return true;
    },
  );
  let newestFirst = [...ids].sort((a, b) => b - a);
  const bound = within?.fallbackBound ?? LIST_FALLBACK_BOUND;
  // Only a list of some filter narrows: the unfiltered one would only bound a search alone.
  const narrows =
    within !== undefined &&
    (Object.values(within.filters).some((value) => value !== undefined) ||
      within.days?.from !== undefined ||
      within.days?.to !== undefined);
  if (within && narrows && newestFirst.length > bound) {
    const listed = await listIds(type, 1, bound, within);
    if (listed.total > bound) throw filterCombinationRefusal(type, within);
    const inList = new Set(listed.ids);
    newestFirst = newestFirst.filter((id) => inList.has(id));
  }
  const skip = (page - 1) * perPage;
  // Under the bound the matches are read, and the query's filters and days applied to them.
  const inQuery = within && narrows ? (entity: T & StoredEntity) => matchesQuery(entity, within) : undefined;
  const wanted =
    keep && inQuery ? (entity: T & StoredEntity) => keep(entity) && inQuery(entity) : (keep ?? inQuery);
  if (!wanted) {
    const items = await batchGetItems(
      newestFirst.slice(skip, skip + perPage).map((id) => keys.entity(type, id)),
    );
    return { items: items.map((item) => toEntity<T>(item)), total: newestFirst.length };
  }
  const matching = (await batchGetItems(newestFirst.map((id) => keys.entity(type, id))))
    .map((item) => toEntity<T>(item))
    .filter(wanted);
  return { items: matching.slice(skip, skip + perPage), total: matching.length };
}

/**
 * Every item of a partition whose sort key begins with `prefix`, in sort key order (a record's
 * status history): for the domain, which writes no query expressions of its own.
 */
export async function partitionItems(pk: string, prefix: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  await queryAll(
    {
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    },
    (page) => {
      items.push(...page);
      return true;
    },
  );
  return items;
}

/** Ids of a parent's children of one type, newest first (all of them, or the first `limit`). */
export async function linkedIds(parent: EntityRef, childType: string, limit?: number): Promise<number[]> {
  const ids: number[] = [];
  await queryAll(
    {
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: {
        ':pk': keys.link(parent, { type: childType, id: 0 }).pk,
        ':prefix': keys.linkPrefix(childType),
      },
      ScanIndexForward: false,
      ...(limit ? { Limit: limit } : {}),
    },
    (items) => {
      for (const item of items) ids.push(linkedChild(String(item.sk)).id);
      return limit === undefined || ids.length < limit;
    },
  );
  return limit === undefined ? ids : ids.slice(0, limit);
}

/** Child counts of several parents in one batch: `counts.get(parent)?.SALE`. */
export async function countsOf(
  parents: EntityRef[],
): Promise<{ get: (parent: EntityRef) => Record<string, number> | undefined }> {
  const items = await batchGetItems(parents.map((parent) => keys.counts(parent)));
  const byParent = new Map(items.map((item) => [String(item.pk), item as Record<string, number>]));
  return { get: (parent) => byParent.get(keys.counts(parent).pk) };
}
