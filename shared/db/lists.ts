import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { ValidationError } from '../errors';
import { dynamo } from './client';
import { listFilterSetsOf } from './entity-type';
import { keys } from './keys';
import type { TransactItem } from './transactions';

/**
 * Filtered lists with exact totals at a cost that follows the page size (see README.md, "Lists").
 * A type declares its filter sets (`entityType(name, { lists })`); for each set a record matches,
 * it has a membership item under `LIST#<TYPE>#<set value>` (sort key `<day>#<id>`, newest last) and
 * counts on that partition's `COUNT` item: `total`, and per block of `LIST_BLOCK` ids of one day
 * an attribute `b<YYYYMMDD>_<id div LIST_BLOCK>`. Both move in the record's own transactions.
 */

/** Ids per counted block: a page reads at most this many keys before its first record. */
export const LIST_BLOCK = 256;

/** A value an equality filter compares with. */
export type FilterValue = string | number | boolean;

/** What a list asks for: equality filters (undefined ones are not asked) and a creation day range. */
export interface ListQuery {
  filters: Record<string, FilterValue | undefined>;
  /** Inclusive UTC days, YYYY-MM-DD. */
  days?: { from?: string | undefined; to?: string | undefined };
}

const UNFILTERED = '*';
const FIRST_DAY = '0000-00-00';
const LAST_DAY = '9999-12-31';

const present = (value: unknown): value is FilterValue =>
  value !== null && value !== undefined && value !== '';

/** `status=approved&project_id=2` in the declared order; `*` for the unfiltered list. */
function setValue(set: string[], values: Record<string, unknown>): string {
  if (set.length === 0) return UNFILTERED;
  return set.map((name) => `${name}=${encodeURIComponent(String(values[name]))}`).join('&');
}

const dayOf = (createdAt: string) => createdAt.slice(0, 10);
const blockAttribute = (day: string, id: number) =>
  `b${day.replaceAll('-', '')}_${Math.floor(id / LIST_BLOCK)}`;
const BLOCK_ATTRIBUTE = /^b(\d{4})(\d{2})(\d{2})_(\d+)$/;

interface Membership {
  value: string;
  day: string;
  id: number;
}

/** The list entries a record holds: one per declared set whose attributes it all has. */
function memberships(type: string, entity: object): Membership[] {
  const record = entity as Record<string, unknown>;
  const sets = listFilterSetsOf(type) ?? [];
  const id = Number(record.id);
  const day = dayOf(String(record.created_at));
  return sets
    .filter((set) => set.every((name) => present(record[name])))
    .map((set) => ({ value: setValue(set, record), day, id }));
}

const memberPut = (type: string, entry: Membership): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.listMember(type, entry.value, entry.day, entry.id), id: entry.id },
  },
});

const memberDelete = (type: string, entry: Membership): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.listMember(type, entry.value, entry.day, entry.id) },
});

const countChange = (type: string, entry: Membership, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.listCounter(type, entry.value),
    UpdateExpression: 'ADD #total :delta, #block :delta',
    ExpressionAttributeNames: { '#total': 'total', '#block': blockAttribute(entry.day, entry.id) },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** Whether the type declares lists (its writes then carry list items). */
export const hasLists = (type: string): boolean => listFilterSetsOf(type) !== undefined;

/** Items a write of the type adds at most for its lists (2 per declared set, the unfiltered one included). */
export const listWriteItems = (type: string): number => 2 * (listFilterSetsOf(type)?.length ?? 0);

/** The transaction items that enter a new record in its lists and move their counts. */
export function listEntryWrites(type: string, record: object): TransactItem[] {
  return memberships(type, record).flatMap((entry) => [memberPut(type, entry), countChange(type, entry, 1)]);
}

/** The transaction items that take a record out of its lists (soft or hard delete). */
export function listEntryRemovals(type: string, record: object): TransactItem[] {
  return memberships(type, record).flatMap((entry) => [
    memberDelete(type, entry),
    countChange(type, entry, -1),
  ]);
}

/**
 * The transaction items that move a changed record between set values (a status change leaves
 * `status=pending` for `status=approved`); sets whose value stays are not touched.
 */
export function listEntryMoves(type: string, before: object, after: object): TransactItem[] {
  const old = memberships(type, before);
  const next = memberships(type, after);
  const oldValues = new Set(old.map((entry) => entry.value));
  const nextValues = new Set(next.map((entry) => entry.value));
  return [
    ...old
      .filter((entry) => !nextValues.has(entry.value))
      .flatMap((entry) => [memberDelete(type, entry), countChange(type, entry, -1)]),
    ...next
      .filter((entry) => !oldValues.has(entry.value))
      .flatMap((entry) => [memberPut(type, entry), countChange(type, entry, 1)]),
  ];
}

/** The declared set a query's filters name, or a 422 listing the combinations the type answers. */
function declaredSet(type: string, filters: ListQuery['filters']): string[] {
  const sets = listFilterSetsOf(type);
  if (!sets) throw new Error(`${type} declares no lists`);
  const asked = Object.keys(filters)
    .filter((name) => filters[name] !== undefined)
    .sort();
  const set = sets.find(
    (candidate) =>
      candidate.length === asked.length &&
      [...candidate].sort().every((name, index) => name === asked[index]),
  );
  if (set) return set;
  const allowed = sets
    .filter((candidate) => candidate.length > 0)
    .map((candidate) => candidate.join(' + '))
    .join(', ');
  throw ValidationError.forField('filters', 'validation.filter_combination', { allowed });
}

interface Block {
  day: string;
  block: number;
  count: number;
}

/** The counted blocks of a set value within the day range, newest first. */
function blocksWithin(counter: Record<string, unknown>, from: string, to: string): Block[] {
  return Object.entries(counter)
    .flatMap(([name, count]) => {
      const match = BLOCK_ATTRIBUTE.exec(name);
      if (!match || Number(count) <= 0) return [];
      const day = `${match[1]}-${match[2]}-${match[3]}`;
      return day < from || day > to ? [] : [{ day, block: Number(match[4]), count: Number(count) }];
    })
    .sort((a, b) => (a.day === b.day ? b.block - a.block : a.day < b.day ? 1 : -1));
}

/**
 * Ids of page `page` of a type's list (newest first) and the exact number of matches: one `GetItem`
 * of the set value's counts finds the block where the page starts, one `Query` reads from that
 * block's top at most (offset in the block + per page) keys. A filter combination the type does not
 * declare is a 422.
 */
export async function listIds(
  type: string,
  page: number,
  perPage: number,
  query: ListQuery,
): Promise<{ ids: number[]; total: number }> {
  const set = declaredSet(type, query.filters);
  const key = keys.listCounter(type, setValue(set, query.filters));
  const from = query.days?.from ?? FIRST_DAY;
  const to = query.days?.to ?? LAST_DAY;
  const counter = (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key }))).Item ?? {};
  const blocks = blocksWithin(counter, from, to);
  const total = blocks.reduce((sum, block) => sum + block.count, 0);
  const skip = (page - 1) * perPage;
  if (skip >= total) return { ids: [], total };
  let before = 0;
  let start = blocks[0] as Block;
  for (const block of blocks) {
    start = block;
    if (before + block.count > skip) break;
    before += block.count;
  }
  const wanted = skip - before + perPage;
  const ids: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#id': 'id' },
        ExpressionAttributeValues: {
          ':pk': key.pk,
          ':low': `${from}#`,
          ':high': keys.listMemberKey(start.day, start.block * LIST_BLOCK + LIST_BLOCK - 1),
        },
        ProjectionExpression: '#id',
        ScanIndexForward: false,
        Limit: wanted - ids.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) ids.push(Number(item.id));
    startKey = result.LastEvaluatedKey;
  } while (startKey && ids.length < wanted);
  return { ids: ids.slice(skip - before, wanted), total };
}
