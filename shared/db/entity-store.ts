import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { dynamo } from './client';
import { nextId, totalChange, totalOf } from './counters';
import { keys } from './keys';
import type { IndexName } from './table-definition';
import { type TransactItem, transact } from './transactions';

/** Attributes every stored entity carries besides its own. */
export interface StoredEntity {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A value that must be unique among entities of one kind (e.g. client e-mail), reported on `field`. */
export interface UniqueValue {
  kind: string;
  field: string;
  value: string | null | undefined;
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];
/** Attributes an update may never set directly. */
const RESERVED_ATTRIBUTES = [...KEY_ATTRIBUTES, 'id', 'version', 'created_at', 'updated_at'];

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

const present = (unique: UniqueValue) =>
  unique.value !== null && unique.value !== undefined && unique.value !== '';

/**
 * Creates an entity with a new integer id, its unique-value markers and its collection total in one
 * transaction: either all are written or none is.
 */
export async function createEntity<T extends object>(
  type: string,
  attributes: T,
  options: { uniques?: UniqueValue[]; indexKeys?: Record<string, string> } = {},
): Promise<T & StoredEntity> {
  const id = await nextId(type);
  const now = new Date().toISOString();
  const entity = { ...attributes, id, version: 1, created_at: now, updated_at: now };
  const uniques = (options.uniques ?? []).filter(present);
  await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.entity(type, id),
            ...keys.collection(type, id),
            ...options.indexKeys,
            type,
            ...entity,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...uniques.map((unique) => uniqueMarkerPut(type, id, unique)),
      totalChange(type, 1),
    ],
    (index) => {
      const unique = uniques[index - 1];
      return unique ? ValidationError.forField(unique.field, 'validation.unique') : new ConflictError();
    },
  );
  return entity;
}

/** One entity by id, or undefined. */
export async function findEntity<T>(type: string, id: number): Promise<(T & StoredEntity) | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.entity(type, id) }));
  return result.Item ? toEntity<T>(result.Item) : undefined;
}

/** One entity by id, or a 404 naming the record kind. */
export async function getEntity<T>(type: string, id: number, recordName: string): Promise<T & StoredEntity> {
  const entity = await findEntity<T>(type, id);
  if (!entity) throw new NotFoundError(recordName);
  return entity;
}

/** Items by key, in the order asked, skipping missing ones; retries what DynamoDB leaves unprocessed. */
export async function batchGetItems(
  itemKeys: Array<{ pk: string; sk: string }>,
): Promise<Array<Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(itemKeys.map((key) => [`${key.pk}|${key.sk}`, key])).values()];
  for (let start = 0; start < unique.length; start += 100) {
    let request: Array<Record<string, unknown>> | undefined = unique.slice(start, start + 100);
    for (let attempt = 0; request && request.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 1000)));
      const result: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      request = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return itemKeys.flatMap((key) => {
    const item = found.get(`${key.pk}|${key.sk}`);
    return item ? [item] : [];
  });
}

/**
 * Changes an entity under optimistic locking: the write only lands if `version` is still the one
 * read (or the one the caller sent). Unique markers move in the same transaction.
 */
export async function updateEntity<T extends object>(
  type: string,
  id: number,
  changes: Partial<T>,
  options: {
    expectedVersion?: number;
    uniques?: Array<UniqueValue & { previous: string | null | undefined }>;
    recordName: string;
  },
): Promise<T & StoredEntity> {
  const current = await getEntity<T>(type, id, options.recordName);
  const expectedVersion = options.expectedVersion ?? current.version;
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
  const changed = (options.uniques ?? []).filter(
    (unique) => (unique.value ?? null) !== (unique.previous ?? null),
  );
  const markerItems: TransactItem[] = [];
  const markerOwners: Array<UniqueValue | undefined> = [];
  for (const unique of changed) {
    if (present({ ...unique, value: unique.previous })) {
      markerItems.push(uniqueMarkerDelete({ ...unique, value: unique.previous }));
      markerOwners.push(undefined);
    }
    if (present(unique)) {
      markerItems.push(uniqueMarkerPut(type, id, unique));
      markerOwners.push(unique);
    }
  }
  await transact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: keys.entity(type, id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...markerItems,
    ],
    (index) => {
      const unique = markerOwners[index - 1];
      return unique ? ValidationError.forField(unique.field, 'validation.unique') : new ConflictError();
    },
  );
  const updated: Record<string, unknown> = { ...current, version: expectedVersion + 1, updated_at: now };
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) updated[name] = value;
  return updated as T & StoredEntity;
}

/** Deletes an entity, its unique markers and one from its total, in one transaction. */
export async function deleteEntity(
  type: string,
  id: number,
  options: { uniques?: UniqueValue[]; recordName: string },
): Promise<void> {
  await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: keys.entity(type, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...(options.uniques ?? []).filter(present).map(uniqueMarkerDelete),
      totalChange(type, -1),
    ],
    () => new NotFoundError(options.recordName),
  );
}

/**
 * Keys of one index partition, newest first, skipping `skip` and taking `take`. The index projects
 * keys only, so skipping to a deep page reads small items and never the table itself.
 */
export async function queryIndexKeys(
  index: IndexName,
  partition: string,
  options: { skip: number; take: number; newestFirst?: boolean },
): Promise<Array<{ pk: string; sk: string }>> {
  const wanted = options.skip + options.take;
  const collected: Array<{ pk: string; sk: string }> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk` },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: !(options.newestFirst ?? true),
        Limit: wanted - collected.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) collected.push({ pk: String(item.pk), sk: String(item.sk) });
    startKey = result.LastEvaluatedKey;
  } while (startKey && collected.length < wanted);
  return collected.slice(options.skip, wanted);
}

/** One page of a type's collection, newest first, with the total from its counter item. */
export async function listPage<T>(
  type: string,
  page: number,
  perPage: number,
): Promise<{ items: Array<T & StoredEntity>; total: number }> {
  const total = await totalOf(type);
  const skip = (page - 1) * perPage;
  if (skip >= total) return { items: [], total };
  const pageKeys = await queryIndexKeys('gsi1', type, { skip, take: perPage });
  const items = await batchGetItems(pageKeys);
  return { items: items.map((item) => toEntity<T>(item)), total };
}
