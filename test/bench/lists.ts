import { keys } from '../../shared/db/keys';
import { listSetIds } from '../../shared/db/lists';
import { searchPuts, searchTextOf, searchWords } from '../../shared/db/search';
import { BulkListEntries } from './bulk-lists';
import { prepare, timed } from './harness';
import { collectionSize, writeBulk } from './scale-writes';
import { percentile } from './table';

const DISCOUNT = 'DISCOUNT';
const STATUSES = ['pending', 'approved', 'rejected', 'expired'];
const FIRST_DAY = Date.UTC(2026, 0, 1);
/** Bench discounts are created 500 a day from 2026-01-01, so this day holds 500 at any size. */
export const BENCH_DAY = '2026-01-02';

/**
 * Adds discounts until the table holds `total`, written as the API writes them (entity, search
 * words, list entries and counts, total) but in bulk. Statuses, value types and projects rotate.
 */
export async function fillDiscounts(total: number, log: (line: string) => void): Promise<void> {
  const { existing, lastId } = await collectionSize(DISCOUNT);
  const adding = total - existing;
  if (adding <= 0) return;
  const started = Date.now();
  const items: Array<Record<string, unknown>> = [];
  const lists = new BulkListEntries();
  for (let n = 0; n < adding; n++) {
    const id = lastId + n + 1;
    const sequence = existing + n;
    const at = new Date(FIRST_DAY + Math.floor(sequence / 500) * 86_400_000 + (sequence % 500) * 1000);
    const name = `Bench discount ${sequence}`;
    const valueType = sequence % 3 === 0 ? 'fixed' : 'percentage';
    const words = searchWords([name]);
    const discount = {
      ...keys.entity(DISCOUNT, id),
      ...keys.collection(DISCOUNT, id),
      entity_type: DISCOUNT,
      id,
      version: 1,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      unit_id: null,
      client_id: null,
      status_updated_by_user_id: null,
      project_id: 1 + (sequence % 2),
      building_id: null,
      name,
      type: ['cash', 'early_payment', 'loyalty', 'seasonal', 'employee'][sequence % 5],
      max_value: '50000',
      name_text: name,
      value_type: valueType,
      value: valueType === 'fixed' ? '10000' : '5',
      status: STATUSES[Math.floor(sequence / 2) % 4],
      target_type: 'project',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      status_updated_at: null,
      project_ids: [1 + (sequence % 2)],
      search_words: words,
      list_sets: listSetIds(DISCOUNT),
    };
    items.push(discount);
    lists.collect(DISCOUNT, discount, items);
    for (const put of searchPuts(DISCOUNT, id, words, searchTextOf([name])))
      items.push(put.Put?.Item as Record<string, unknown>);
  }
  await writeBulk(DISCOUNT, items, lists, adding);
  log(
    `[bench] ${adding} discounts written (${items.length} items) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** p50 of a list operation's handler, in-process, after three warm-up calls. */
export async function p50(operationId: string, query: string, runs = 30, path?: Record<string, string>) {
  const times = [];
  const fresh = await prepare({ operationId, query, ...(path ? { path } : {}) });
  for (let i = 0; i < 3; i++) await fresh()();
  for (let i = 0; i < runs; i++) times.push(await timed(fresh()));
  return percentile(times, 50);
}
