import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { listedTypes } from '../../../infra/listed-types';
import { type ListSet, listSetsOf, typesWithLists } from '../../../shared/db/entity-type';
import { listEntryMoves, listEntryWrites, listSetIds } from '../../../shared/db/lists';

/** A record in every list of its type: the fixed values, a value for each filter, an ordered value. */
function inEveryList(sets: ListSet[]): Record<string, unknown> {
  const record: Record<string, unknown> = { id: 300, created_at: '2026-11-24T10:00:00.000Z' };
  for (const set of sets) {
    Object.assign(record, set.where);
    for (const name of set.filters) record[name] ??= `${name}-1`;
    if (set.orderBy) record[set.orderBy.attribute] = 1_000;
  }
  return record;
}

/** The same record with every filtered and ordered attribute changed (it stays in the fixed-value lists). */
function everyValueChanged(sets: ListSet[], record: Record<string, unknown>): Record<string, unknown> {
  const changed = { ...record };
  for (const set of sets) {
    for (const name of set.filters) if (!(name in set.where)) changed[name] = `${name}-2`;
    if (set.orderBy) changed[set.orderBy.attribute] = 5_000_000;
  }
  return changed;
}

/** Every type that declares lists, as the backfill and the bench derive them. */
const LISTED_TYPES = await listedTypes();

/** Transaction items each write leaves for the record itself, its links, counts and search words. */
const LIST_BUDGET = { create: 30, change: 50 };

describe('list write costs', () => {
  it('derives the listed types (backfill and bench) from every type the API declares lists for', () => {
    expect(resourceModules.length).toBeGreaterThan(0);
    // Types the tests declare for themselves (fresh names per run) are not the API's.
    const declared = typesWithLists().filter(
      (type) => /^[A-Z_]+$/.test(type) && !/^(TEST|LT|RM|NC|WB)/.test(type),
    );
    expect(LISTED_TYPES).toEqual(declared.sort());
    // The types of every area, the scheduled jobs' among them, not only the first modules loaded.
    expect(LISTED_TYPES).toEqual(
      expect.arrayContaining(['ACCEPTANCE', 'ACCEPTANCE_DIGEST_ENTRY', 'SALE_OPERATION', 'VISIT']),
    );
  });

  it.each(LISTED_TYPES)('keeps the list items of a %s write within budget', (type) => {
    const sets = listSetsOf(type) ?? [];
    const record = { ...inEveryList(sets), list_sets: listSetIds(type) };
    const create = listEntryWrites(type, record).length;
    const change = listEntryMoves(type, record, everyValueChanged(sets, record)).length;
    expect(create).toBe(2 * sets.length);
    expect(create).toBeLessThanOrEqual(LIST_BUDGET.create);
    expect(change).toBeLessThanOrEqual(LIST_BUDGET.change);
  });
});
