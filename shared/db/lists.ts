import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/env';
import { ValidationError } from '../errors';
import { batchGetItems } from './batch-get';
import { dynamo } from './client';
import { type FilterValue, type ListSet, listSetsOf } from './entity-type';
import { type Condition, conditionExpression, ExpressionNames, when } from './expressions';
import { keys } from './keys';
import type { TransactItem } from './transactions';

/**
 * Lists with exact totals at a cost that follows the page size (see README.md, "Lists"). A type
 * declares its lists (`entityType(name, { lists })`); for each list a record belongs to, it has a
 * membership item under `LIST#<TYPE>#<set value>` and counts on that partition's `COUNT` item:
 * `total`, and per block an attribute. Lists in creation order sort members by `<day>#<id>` and
 * count blocks of `LIST_BLOCK` ids of one day (`b<YYYYMMDD>_<id div LIST_BLOCK>`); lists ordered by
 * an attribute sort members by `<value>#<id>` and count bands of `step` of it (`v<band>`). Both move
 * in the record's own transactions.
 */

/** Ids per counted block: a page of a list in creation order reads at most this many keys before its first record. */
export const LIST_BLOCK = 256;

/** What a list asks for: equality filters (undefined ones are not asked; an array asks any of its values) and a range. */
export interface ListQuery {
  filters: Record<string, FilterValue | readonly FilterValue[] | undefined>;
  /** Inclusive UTC days, YYYY-MM-DD, of the records' creation (lists in creation order). */
  days?: { from?: string | undefined; to?: string | undefined };
  /**
   * An inclusive range of the attribute a list is ordered by (numbers, or ISO dates); asks for the
   * list ordered by it (ascending), even without bounds.
   */
  range?: { attribute: string; from?: number | string | undefined; to?: number | string | undefined };
  /**
   * The filter combinations this query may use, when a type's lists serve several operations (the
   * system index and the staff index of one type): another combination is a 422 naming only these.
   * Unset: every declared list.
   */
  among?: ReadonlyArray<readonly string[]>;
  /**
   * The most entries a combination that no list declares may read from its base list (the most
   * selective declared list of the asked filters); over it, a 422. Default `LIST_FALLBACK_BOUND`.
   */
  fallbackBound?: number;
}

/**
 * The most entries an undeclared filter combination reads: its base declared list (within the asked
 * creation days) is read whole, its entries filtered by the other filters inside the read.
 */
export const LIST_FALLBACK_BOUND = 5_000;

const FIRST_DAY = '0000-00-00';
const LAST_DAY = '9999-12-31';
const LAST_ID = 999_999_999_999;
/** The largest scaled value an ordered list stores (16 digits at most). */
const LAST_VALUE = Number.MAX_SAFE_INTEGER;

const present = (value: unknown): value is FilterValue =>
  value !== null && value !== undefined && value !== '';

/**
 * How an ordered list stores its attribute: hundredths of a non-negative number (prices to the
 * halala), or of a date's epoch milliseconds; undefined when the value cannot be ordered.
 */
function scaled(value: unknown): number | undefined {
  const number =
    typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(number) || number < 0) return undefined;
  return Math.min(Math.round(number * 100), LAST_VALUE);
}

/** `status=approved&project_id=2` in the declared order (fixed values first); `*` when none; `>price` when ordered. */
function setValue(set: ListSet, values: Record<string, unknown>): string {
  const equalities = [...Object.keys(set.where), ...set.filters].map(
    (name) => `${name}=${encodeURIComponent(String(values[name]))}`,
  );
  return `${equalities.join('&') || '*'}${set.orderBy ? `>${set.orderBy.attribute}` : ''}`;
}

const dayOf = (createdAt: string) => createdAt.slice(0, 10);
const dayBlock = (day: string, id: number) => `b${day.replaceAll('-', '')}_${Math.floor(id / LIST_BLOCK)}`;
const DAY_BLOCK = /^b(\d{4})(\d{2})(\d{2})_(\d+)$/;
const VALUE_BAND = /^v(\d+)$/;
/** The width of an ordered list's bands in scaled units. */
const bandWidth = (set: ListSet) => Math.max(1, Math.round((set.orderBy?.step ?? 1) * 100));

/** One list entry of a record: its partition (set value), its sort key and the block counting it. */
interface Membership {
  value: string;
  sortKey: string;
  block: string;
  id: number;
  /** The filter attributes the entry carries (as strings), for combinations no list declares. */
  carried: Record<string, string>;
}

const namesOf = (set: ListSet) => [...Object.keys(set.where), ...set.filters];
const shapeOf = (names: readonly string[]) => [...names].sort().join('&');

/** Per declared list (by id), the filter attributes its entries carry; computed once per declaration. */
const carriedLayouts = new WeakMap<ListSet[], { bySet: Map<string, string[]>; marker: string }>();

/**
 * What each list's entries carry: every attribute another list in creation order filters on that no
 * list declares together with this list's own (`type` on a `status` entry is not carried when
 * `type + status` is declared: that combination reads its own list). So the most selective declared
 * list of any combination carries the attributes it leaves to filter (README.md, "Lists").
 * `marker` names the layout in a record's `list_sets`: entries written under another layout (or
 * none) are written again on the record's next update or by the backfill.
 */
function carriedLayout(type: string): { bySet: Map<string, string[]>; marker: string } {
  const sets = listSetsOf(type) ?? [];
  const known = carriedLayouts.get(sets);
  if (known) return known;
  const inCreationOrder = sets.filter((set) => !set.orderBy);
  const filterable = [...new Set(inCreationOrder.flatMap(namesOf))].sort();
  const plainShapes = new Set(
    inCreationOrder.filter((set) => Object.keys(set.where).length === 0).map((set) => shapeOf(set.filters)),
  );
  const bySet = new Map(
    sets.map((set) => {
      const names = namesOf(set);
      const carried = set.orderBy
        ? []
        : filterable.filter((name) => !names.includes(name) && !plainShapes.has(shapeOf([...names, name])));
      return [set.id, carried];
    }),
  );
  const layout = JSON.stringify([...bySet].filter(([, carried]) => carried.length > 0));
  const marker = `+carries:${createHash('sha256').update(layout).digest('hex').slice(0, 10)}`;
  const computed = { bySet, marker };
  carriedLayouts.set(sets, computed);
  return computed;
}

const carriedValues = (names: readonly string[], record: Record<string, unknown>) =>
  Object.fromEntries(
    names.filter((name) => present(record[name])).map((name) => [name, String(record[name])]),
  );

const belongs = (set: ListSet, record: Record<string, unknown>) =>
  set.filters.every((name) => present(record[name])) &&
  Object.entries(set.where).every(([name, value]) => record[name] === value) &&
  (set.orderBy === undefined || scaled(record[set.orderBy.attribute]) !== undefined);

/**
 * The entries a record holds in the given lists, with what they carry: for a stored record, what
 * its entries were written with (nothing when written under another layout of carried attributes).
 */
function memberships(type: string, sets: ListSet[], entity: object, stored = false): Membership[] {
  const record = entity as Record<string, unknown>;
  const id = Number(record.id);
  const layout = carriedLayout(type);
  const carries = !stored || ((record.list_sets as string[] | undefined) ?? []).includes(layout.marker);
  return sets
    .filter((set) => belongs(set, record))
    .map((set) => {
      const value = setValue(set, record);
      const carried = carries ? carriedValues(layout.bySet.get(set.id) ?? [], record) : {};
      if (set.orderBy) {
        const ordered = scaled(record[set.orderBy.attribute]) as number;
        const band = Math.floor(ordered / bandWidth(set));
        return { value, sortKey: keys.listValueKey(ordered, id), block: `v${band}`, id, carried };
      }
      const day = dayOf(String(record.created_at));
      return { value, sortKey: keys.listDayKey(day, id), block: dayBlock(day, id), id, carried };
    });
}

/** The lists a stored record was entered in (and are still declared). */
const enteredSets = (type: string, record: object): ListSet[] => {
  const entered = new Set((record as { list_sets?: string[] }).list_sets ?? []);
  return (listSetsOf(type) ?? []).filter((set) => entered.has(set.id));
};

/**
 * The transaction items that take a record out of the `leaving` entries and into the `entering`
 * ones: entries in both are not touched unless what they carry changed (then written again, counts
 * unmoved), and each partition's counts move in one update.
 */
function entryChanges(type: string, leaving: Membership[], entering: Membership[]): TransactItem[] {
  const keyOf = (entry: Membership) => `${entry.value}\n${entry.sortKey}`;
  const sameCarried = (a: Membership, b: Membership) =>
    JSON.stringify(a.carried) === JSON.stringify(b.carried);
  const leavingByKey = new Map(leaving.map((entry) => [keyOf(entry), entry]));
  const enteringKeys = new Set(entering.map(keyOf));
  const out = leaving.filter((entry) => !enteringKeys.has(keyOf(entry)));
  const into = entering.filter((entry) => !leavingByKey.has(keyOf(entry)));
  const rewritten = entering.filter((entry) => {
    const before = leavingByKey.get(keyOf(entry));
    return before !== undefined && !sameCarried(before, entry);
  });
  const deltas = new Map<string, Map<string, number>>();
  const count = (entry: Membership, delta: number) => {
    const attributes = deltas.get(entry.value) ?? new Map<string, number>();
    for (const name of ['total', entry.block]) attributes.set(name, (attributes.get(name) ?? 0) + delta);
    deltas.set(entry.value, attributes);
  };
  for (const entry of out) count(entry, -1);
  for (const entry of into) count(entry, 1);
  const member = (entry: Membership) => keys.listMember(type, entry.value, entry.sortKey);
  return [
    ...out.map((entry): TransactItem => ({ Delete: { TableName: tableName(), Key: member(entry) } })),
    ...[...into, ...rewritten].map(
      (entry): TransactItem => ({
        Put: { TableName: tableName(), Item: { ...entry.carried, ...member(entry), id: entry.id } },
      }),
    ),
    ...[...deltas].flatMap(([value, attributes]) => countUpdate(type, value, attributes)),
  ];
}

function countUpdate(type: string, value: string, attributes: Map<string, number>): TransactItem[] {
  const moved = [...attributes].filter(([, delta]) => delta !== 0);
  if (moved.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.listCounter(type, value),
        UpdateExpression: `ADD ${moved.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moved.map(([name], index) => [`#c${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(moved.map(([, delta], index) => [`:c${index}`, delta])),
      },
    },
  ];
}

/** Whether the type declares lists (its writes then carry list items). */
export const hasLists = (type: string): boolean => listSetsOf(type) !== undefined;

/**
 * The ids of the type's declared lists, and the layout of what their entries carry: what a record
 * entered in all of them carries as `list_sets`.
 */
export const listSetIds = (type: string): string[] => [
  ...(listSetsOf(type) ?? []).map((set) => set.id),
  carriedLayout(type).marker,
];

/** The transaction items that enter a new record in every declared list and move their counts. */
export function listEntryWrites(type: string, record: object): TransactItem[] {
  return entryChanges(type, [], memberships(type, listSetsOf(type) ?? [], record));
}

/** The transaction items that take a record out of the lists it was entered in (soft or hard delete). */
export function listEntryRemovals(type: string, record: object): TransactItem[] {
  return entryChanges(type, memberships(type, enteredSets(type, record), record, true), []);
}

/**
 * The transaction items that move a changed record between lists (a status change leaves
 * `status=pending` for `status=approved`, a new price moves it in a list ordered by price) and enter
 * it in the lists declared since it was last written; entries that stay are not touched. With the
 * same record as `before` and `after`, only the lists it misses are entered (the backfill).
 */
export function listEntryMoves(type: string, before: object, after: object): TransactItem[] {
  return entryChanges(
    type,
    memberships(type, enteredSets(type, before), before, true),
    memberships(type, listSetsOf(type) ?? [], after),
  );
}

/**
 * The list moves of several records changed in one transaction (mark a page read): as
 * `listEntryMoves` for each, with each partition's counts moved in one update for all of them.
 */
export function listEntryMovesOfMany(
  type: string,
  changes: Array<{ before: object; after: object }>,
): TransactItem[] {
  return entryChanges(
    type,
    changes.flatMap(({ before }) => memberships(type, enteredSets(type, before), before, true)),
    changes.flatMap(({ after }) => memberships(type, listSetsOf(type) ?? [], after)),
  );
}

/**
 * Whether a stored record is entered in every declared list of its type, its entries carrying what
 * the current layout carries.
 */
export const listedInAll = (type: string, record: object): boolean =>
  enteredSets(type, record).length === (listSetsOf(type)?.length ?? 0) &&
  ((record as { list_sets?: string[] }).list_sets ?? []).includes(carriedLayout(type).marker);

const describeList = (set: ListSet) =>
  `${set.filters.join(' + ') || 'none'}${set.orderBy ? ` (a range of ${set.orderBy.attribute})` : ''}`;

/**
 * How a query is served: the declared list of exactly its filters; else, for a combination no list
 * declares (in creation order), the candidates for its base list (the declared lists whose filters
 * it asks, most filters matched, whose entries carry the rest), filtered by `rest` inside the read.
 * Neither: a 422 listing the combinations the type answers.
 */
type ListPlan = { set: ListSet } | { bases: ListSet[]; asked: string[] };

function refusal(sets: ListSet[]): ValidationError {
  const allowed = sets
    .filter((candidate) => candidate.filters.length > 0 || candidate.orderBy)
    .map(describeList)
    .join(', ');
  return ValidationError.forField('filters', 'validation.filter_combination', { allowed });
}

/** The lists a query may name in its refusal: its `among`, with the unfiltered list. */
function allowedSets(declared: ListSet[], query: ListQuery): ListSet[] {
  const sameNames = (a: readonly string[], b: readonly string[]) => shapeOf(a) === shapeOf(b);
  return query.among
    ? declared.filter(
        (set) =>
          (set.filters.length === 0 && !set.orderBy) ||
          query.among?.some((names) => !set.orderBy && sameNames(names, set.filters)),
      )
    : declared;
}

/** The 422 of a query that its lists do not serve, naming the combinations it may use. */
export const filterCombinationRefusal = (type: string, query: ListQuery): ValidationError =>
  refusal(allowedSets(listSetsOf(type) ?? [], query));

function listPlan(type: string, query: ListQuery): ListPlan {
  const declared = listSetsOf(type);
  if (!declared) throw new Error(`${type} declares no lists`);
  const sets = allowedSets(declared, query);
  const asked = Object.keys(query.filters)
    .filter((name) => query.filters[name] !== undefined)
    .sort();
  const set = sets.find((candidate) => {
    const names = namesOf(candidate).sort();
    return (
      candidate.orderBy?.attribute === query.range?.attribute &&
      names.length === asked.length &&
      names.every((name, index) => name === asked[index]) &&
      Object.entries(candidate.where).every(([name, value]) => valuesOf(query.filters[name]).includes(value))
    );
  });
  if (set) return { set };
  // Any declared list in creation order serves as a base (another operation's too: it holds the
  // same records), when its fixed values are exactly the asked ones and its entries carry the rest.
  const carried = carriedLayout(type).bySet;
  const candidates = query.range
    ? []
    : declared.filter((candidate) => {
        if (candidate.orderBy) return false;
        const names = namesOf(candidate);
        const fixed = Object.entries(candidate.where).every(([name, value]) => {
          const values = valuesOf(query.filters[name]);
          return values.length === 1 && values[0] === value;
        });
        const carries = carried.get(candidate.id) ?? [];
        return (
          fixed &&
          names.every((name) => asked.includes(name)) &&
          asked.every((name) => names.includes(name) || carries.includes(name))
        );
      });
  if (candidates.length === 0) throw refusal(sets);
  const most = Math.max(...candidates.map((candidate) => namesOf(candidate).length));
  const bases = candidates.filter((candidate) => namesOf(candidate).length === most);
  return { bases, asked };
}

const valuesOf = (asked: FilterValue | readonly FilterValue[] | undefined): readonly FilterValue[] =>
  asked === undefined ? [] : Array.isArray(asked) ? asked : [asked as FilterValue];

/** At most this many set values are read together (a union of values: `room_count` of 3 to 50). */
const MAX_PARTITIONS = 64;

/** The set values a query reads: one, or one per combination of the values it asks of each filter. */
function partitionsOf(set: ListSet, query: ListQuery): string[] {
  let combinations: Array<Record<string, FilterValue>> = [{}];
  for (const name of [...Object.keys(set.where), ...set.filters]) {
    const values = name in set.where ? [set.where[name] as FilterValue] : valuesOf(query.filters[name]);
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [name]: value })),
    );
  }
  if (combinations.length > MAX_PARTITIONS)
    throw new Error(`a list reads at most ${MAX_PARTITIONS} set values`);
  return combinations.map((combination) => setValue(set, combination));
}

interface Member {
  sk: string;
  id: number;
}

/** A query of a partition's members between two sort keys (inclusive). */
const between = (pk: string, low: string, high: string) => ({
  TableName: tableName(),
  KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :high',
  ExpressionAttributeValues: { ':pk': pk, ':low': low, ':high': high },
});

/** A partition's members between two sort keys, in the given direction, up to `wanted`. */
async function members(
  pk: string,
  low: string,
  high: string,
  forward: boolean,
  wanted: number,
): Promise<Member[]> {
  const ids: Member[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        ...between(pk, low, high),
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#id': 'id' },
        ProjectionExpression: '#sk, #id',
        ScanIndexForward: forward,
        Limit: wanted - ids.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) ids.push({ sk: String(item.sk), id: Number(item.id) });
    startKey = result.LastEvaluatedKey;
  } while (startKey && ids.length < wanted);
  return ids;
}

/** The number of a partition's members between two sort keys (reads their keys only). */
async function memberCount(pk: string, low: string, high: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        ...between(pk, low, high),
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** A run of a list's members that the counts item counts: a day's block of ids, or a band of values. */
interface Span {
  count: number;
  /** The sort key of the run's first possible member, in the list's reading direction. */
  start: string;
}

/** Spans of several set values that start at the same key, summed: the union's span. */
function unionOf(spans: Span[][], forward: boolean): Span[] {
  const counts = new Map<string, number>();
  for (const span of spans.flat()) counts.set(span.start, (counts.get(span.start) ?? 0) + span.count);
  return [...counts]
    .map(([start, count]) => ({ start, count }))
    .sort((a, b) => (a.start === b.start ? 0 : a.start < b.start === forward ? -1 : 1));
}

/**
 * The page's members from the union's spans (in reading order) and their total: every set value is
 * read from the span where the page starts, and the reads are merged by sort key.
 */
async function pageOfSpans(
  pks: string[],
  spans: Span[],
  last: string,
  forward: boolean,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const total = spans.reduce((sum, span) => sum + span.count, 0);
  const skip = (page - 1) * perPage;
  if (skip >= total) return { ids: [], total };
  let before = 0;
  let start = spans[0] as Span;
  for (const span of spans) {
    start = span;
    if (before + span.count > skip) break;
    before += span.count;
  }
  const wanted = skip - before + perPage;
  const [low, high] = forward ? [start.start, last] : [last, start.start];
  const read = await Promise.all(pks.map((pk) => members(pk, low, high, forward, wanted)));
  const merged = read.flat().sort((a, b) => (a.sk === b.sk ? 0 : a.sk < b.sk === forward ? -1 : 1));
  return { ids: merged.slice(skip - before, wanted).map((member) => member.id), total };
}

/** The counted blocks of a list in creation order within a day range, as spans (newest first). */
function creationSpans(counts: Record<string, unknown>, from: string, to: string): Span[] {
  return Object.entries(counts).flatMap(([name, count]) => {
    const match = DAY_BLOCK.exec(name);
    if (!match || Number(count) <= 0) return [];
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    const block = Number(match[4]);
    if (day < from || day > to) return [];
    return [{ count: Number(count), start: keys.listDayKey(day, block * LIST_BLOCK + LIST_BLOCK - 1) }];
  });
}

/**
 * The bands of a list ordered by an attribute within a range, as spans (ascending). Bands inside the
 * range are counted by the counts item; the at most two bands the range cuts are counted by reading
 * their keys within the range (at most a band's members).
 */
async function orderedSpans(
  pk: string,
  set: ListSet,
  counts: Record<string, unknown>,
  low: number,
  high: number,
): Promise<Span[]> {
  const width = bandWidth(set);
  const bands = Object.entries(counts).flatMap(([name, count]) => {
    const match = VALUE_BAND.exec(name);
    const band = Number(match?.[1]);
    if (!match || Number(count) <= 0 || band < Math.floor(low / width) || band > Math.floor(high / width))
      return [];
    return [{ band, count: Number(count) }];
  });
  return Promise.all(
    bands.map(async ({ band, count }) => {
      const first = Math.max(low, band * width);
      const last = Math.min(high, (band + 1) * width - 1);
      const start = keys.listValueKey(first, 0);
      const whole = first === band * width && last === (band + 1) * width - 1;
      return { count: whole ? count : await memberCount(pk, start, keys.listValueKey(last, LAST_ID)), start };
    }),
  );
}

/** The counts items of a list's set values (one GetItem for one, else one batch); absent ones left out. */
async function countsItems(
  type: string,
  set: ListSet,
  query: ListQuery,
): Promise<Array<Record<string, unknown>>> {
  const counters = partitionsOf(set, query).map((value) => keys.listCounter(type, value));
  return (
    counters.length === 1
      ? [(await dynamo.send(new GetCommand({ TableName: tableName(), Key: counters[0] }))).Item]
      : await batchGetItems(counters)
  ).filter((counts): counts is Record<string, unknown> => counts !== undefined);
}

/**
 * Whether a record answers a query's filters (each asked value, any of several, as the record holds
 * it) and creation days: what its declared list would hold. A search narrows its matches with it.
 */
export function matchesQuery(record: object, query: ListQuery): boolean {
  const attributes = record as Record<string, unknown>;
  const day = String(attributes.created_at ?? '').slice(0, 10);
  const { from, to } = query.days ?? {};
  return (
    Object.entries(query.filters).every(
      ([name, asked]) =>
        asked === undefined || valuesOf(asked).some((value) => String(value) === String(attributes[name])),
    ) &&
    (from === undefined || day >= from) &&
    (to === undefined || day <= to)
  );
}

/** The filter of the attributes a base list leaves: each asked value (any of several) as its entries carry it. */
function restCondition(rest: string[], query: ListQuery): Condition {
  return when.and(
    ...rest.map((name) =>
      when.or(...valuesOf(query.filters[name]).map((value) => when.eq(name, String(value)))),
    ),
  );
}

/**
 * Page `page` of a combination no list declares: the base list is the candidate with the fewest
 * entries within the asked days (its counts items tell; a tie keeps the declaration order); over
 * the bound, a 422 naming the declared combinations. Its entries within the days are read whole,
 * filtered by the rest inside the read (a FilterExpression on what they carry), newest first: the
 * total is exact and the cost follows the base list, never the table.
 */
async function fallbackIds(
  type: string,
  plan: { bases: ListSet[]; asked: string[] },
  page: number,
  perPage: number,
  query: ListQuery,
): Promise<{ ids: number[]; total: number }> {
  const from = query.days?.from ?? FIRST_DAY;
  const to = query.days?.to ?? LAST_DAY;
  const sized = await Promise.all(
    plan.bases.map(async (set) => {
      const stored = await countsItems(type, set, query);
      const size = stored
        .flatMap((counts) => creationSpans(counts, from, to))
        .reduce((sum, span) => sum + span.count, 0);
      return { set, stored, size };
    }),
  );
  const base = sized.reduce((best, candidate) => (candidate.size < best.size ? candidate : best));
  const bound = query.fallbackBound ?? LIST_FALLBACK_BOUND;
  if (base.size > bound) throw filterCombinationRefusal(type, query);
  const rest = plan.asked.filter((name) => !namesOf(base.set).includes(name));
  const names = new ExpressionNames('f');
  const filter = rest.length > 0 ? conditionExpression(restCondition(rest, query), names) : undefined;
  const low = `${from}#`;
  const high = keys.listDayKey(to, LAST_ID);
  const read = await Promise.all(
    base.stored.map(async (counts) => {
      const found: Member[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const result = await dynamo.send(
          new QueryCommand({
            ...between(String(counts.pk), low, high),
            ...(filter ? { FilterExpression: filter } : {}),
            ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#id': 'id', ...names.names },
            ExpressionAttributeValues: { ':pk': counts.pk, ':low': low, ':high': high, ...names.values },
            ProjectionExpression: '#sk, #id',
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of result.Items ?? []) found.push({ sk: String(item.sk), id: Number(item.id) });
        startKey = result.LastEvaluatedKey;
      } while (startKey);
      return found;
    }),
  );
  const newestFirst = read.flat().sort((a, b) => (a.sk === b.sk ? 0 : a.sk < b.sk ? 1 : -1));
  const skip = (page - 1) * perPage;
  return {
    ids: newestFirst.slice(skip, skip + perPage).map((member) => member.id),
    total: newestFirst.length,
  };
}

/**
 * Ids of page `page` of a type's list and the exact number of matches: one read of the list's counts
 * item (one per value when a filter asks several) finds the block where the page starts, one `Query`
 * per value reads from there at most (offset in the block + per page) keys. A filter combination the
 * type does not declare is served from its most selective declared list, filtered inside the read,
 * while that list holds at most `fallbackBound` entries; over it (or with no such list), a 422.
 */
export async function listIds(
  type: string,
  page: number,
  perPage: number,
  query: ListQuery,
): Promise<{ ids: number[]; total: number }> {
  const plan = listPlan(type, query);
  if (!('set' in plan)) return fallbackIds(type, plan, page, perPage, query);
  const { set } = plan;
  const stored = await countsItems(type, set, query);
  const pks = stored.map((counts) => String(counts.pk));
  if (set.orderBy) {
    const low = query.range?.from === undefined ? 0 : (scaled(query.range.from) ?? 0);
    const high = query.range?.to === undefined ? LAST_VALUE : (scaled(query.range.to) ?? LAST_VALUE);
    if (low > high) return { ids: [], total: 0 };
    const spans = await Promise.all(
      stored.map((counts) => orderedSpans(String(counts.pk), set, counts, low, high)),
    );
    return pageOfSpans(pks, unionOf(spans, true), keys.listValueKey(high, LAST_ID), true, page, perPage);
  }
  const from = query.days?.from ?? FIRST_DAY;
  const to = query.days?.to ?? LAST_DAY;
  const spans = stored.map((counts) => creationSpans(counts, from, to));
  return pageOfSpans(pks, unionOf(spans, false), `${from}#`, false, page, perPage);
}
