import { listedTypes } from '../../infra/listed-types';
import { createEntity, updateEntity } from '../../shared/db/entity-store';
import { entityType, type ListSet, type ListSetDeclaration, listSetsOf } from '../../shared/db/entity-type';
import { timed } from './harness';
import { formatTable, percentile } from './table';

type Listed = Record<string, unknown>;

/** The type's lists declared again for a bench type of its own (the unfiltered one is implied). */
const declarationsOf = (sets: ListSet[]): Array<ListSetDeclaration<Listed>> =>
  sets
    .filter((set) => set.id !== '*')
    .map((set) => ({
      filters: set.filters,
      where: set.where,
      ...(set.orderBy ? { orderBy: set.orderBy.attribute, step: set.orderBy.step } : {}),
    }));

/**
 * A record in every list of the type: its fixed values, a value for each filter (`status` starts
 * `pending`, and `available` where a list asks for it) and for the ordering attributes.
 */
function recordFor(sets: ListSet[], n: number): Listed {
  const record: Listed = { status: 'pending', name: `Write bench ${n}` };
  for (const set of sets) {
    Object.assign(record, set.where);
    for (const name of set.filters) if (!(name in record)) record[name] = 1 + (n % 2);
    if (set.orderBy) record[set.orderBy.attribute] = 1_000 + n;
  }
  return record;
}

/** p50 ms of a create and of a status change of a type, 30 each (after 3 warm-up creates). */
async function writeTimes(type: ReturnType<typeof entityType<Listed>>, sets: ListSet[]) {
  const creates: number[] = [];
  const changes: number[] = [];
  for (let n = 0; n < 3; n++) await createEntity(type, recordFor(sets, n), { search: [`Write bench ${n}`] });
  for (let n = 3; n < 33; n++) {
    let id = 0;
    creates.push(
      await timed(async () => {
        id = (await createEntity(type, recordFor(sets, n), { search: [`Write bench ${n}`] })).id;
      }),
    );
    changes.push(await timed(() => updateEntity(type, id, { status: 'approved' }, { recordName: 'record' })));
  }
  return { create: percentile(creates, 50), change: percentile(changes, 50) };
}

/**
 * One create and one status change with the lists of each listed type, against the same write of a
 * type without lists (the write before lists), p50 ms on DynamoDB Local.
 */
export async function listWritesBench(): Promise<void> {
  const suffix = Date.now().toString(36).toUpperCase();
  const rows: string[][] = [];
  for (const source of await listedTypes()) {
    const sets = listSetsOf(source) ?? [];
    const before = await writeTimes(entityType<Listed>(`WB${source}${suffix}PLAIN`), sets);
    const after = await writeTimes(
      entityType<Listed>(`WB${source}${suffix}LISTED`, { lists: declarationsOf(sets) }),
      sets,
    );
    rows.push([
      `${source} (${sets.length} lists)`,
      before.create.toFixed(2),
      after.create.toFixed(2),
      before.change.toFixed(2),
      after.change.toFixed(2),
    ]);
  }
  console.log("\nWrites with list entries: p50 ms, without lists -> with the type's lists (DynamoDB Local)");
  console.log(
    formatTable(['lists of', 'create before', 'create after', 'status change before', 'after'], rows),
  );
}
