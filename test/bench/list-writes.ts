import { createEntity, updateEntity } from '../../shared/db/entity-store';
import { entityType, listFilterSetsOf } from '../../shared/db/entity-type';
import { DISCOUNT } from '../../shared/domain/discounts/discounts';
import { UNIT } from '../../shared/domain/units/units';
import { timed } from './harness';
import { formatTable, percentile } from './table';

interface Listed {
  status: string;
  type: string;
  value_type: string;
  project_id: number;
  name: string;
}

/** p50 ms of a create and of a status change of a type, 30 each (after 3 warm-up creates). */
async function writeTimes(type: ReturnType<typeof entityType<Listed>>) {
  const creates: number[] = [];
  const changes: number[] = [];
  const attributes = (n: number) => ({
    status: 'pending',
    type: 'cash',
    value_type: 'fixed',
    project_id: 1 + (n % 2),
    name: `Write bench ${n}`,
  });
  for (let n = 0; n < 3; n++) await createEntity(type, attributes(n), { search: [`Write bench ${n}`] });
  for (let n = 3; n < 33; n++) {
    let id = 0;
    creates.push(
      await timed(async () => {
        id = (await createEntity(type, attributes(n), { search: [`Write bench ${n}`] })).id;
      }),
    );
    changes.push(await timed(() => updateEntity(type, id, { status: 'approved' }, { recordName: 'record' })));
  }
  return { create: percentile(creates, 50), change: percentile(changes, 50) };
}

/**
 * One create and one status change of a type with the list sets of discounts and of units, against
 * the same write of a type without lists (the write before lists), p50 ms on DynamoDB Local.
 */
export async function listWritesBench(): Promise<void> {
  const suffix = Date.now().toString(36).toUpperCase();
  const rows: string[][] = [];
  for (const source of [DISCOUNT, UNIT]) {
    const sets = (listFilterSetsOf(source) ?? []).filter((set) => set.length > 0) as Array<
      Array<keyof Listed>
    >;
    const before = await writeTimes(entityType<Listed>(`WB${source}${suffix}PLAIN`));
    const after = await writeTimes(entityType<Listed>(`WB${source}${suffix}LISTED`, { lists: sets }));
    rows.push([
      `${source} (${sets.length + 1} sets)`,
      before.create.toFixed(2),
      after.create.toFixed(2),
      before.change.toFixed(2),
      after.change.toFixed(2),
    ]);
  }
  console.log("\nWrites with list entries: p50 ms, without lists -> with the type's sets (DynamoDB Local)");
  console.log(
    formatTable(['sets of', 'create before', 'create after', 'status change before', 'after'], rows),
  );
}
