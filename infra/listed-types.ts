import { type EntityType, typesWithLists } from '../shared/db/entity-type';

/**
 * Every stored type of the API that declares lists (shared/db/lists.ts), sorted: what the backfill
 * command enters and the write bench times. Derived, not kept by hand: each aggregate declares its
 * lists beside itself (`entityType(..., { lists })`), so loading every module's operations (and the
 * scheduled jobs, which write types of their own) declares them all. No Lambda reads this list,
 * only the backfill, the bench and a test; call it before declaring types of your own.
 */
export async function listedTypes(): Promise<EntityType[]> {
  await import('../functions/route-table');
  await import('../shared/scheduler/jobs');
  // Each name was declared through entityType(), so it is one.
  return typesWithLists().sort() as EntityType[];
}
