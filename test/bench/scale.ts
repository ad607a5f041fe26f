import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  GetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { keys } from '../../shared/db/keys';
import { searchPuts, searchTextOf, searchWords } from '../../shared/db/search';
import { prepare, timed } from './harness';
import { formatTable, percentile } from './table';

const UNIT = 'UNIT';

/** Writes items in batches of 25, eight batches at a time, retrying what DynamoDB leaves unprocessed. */
async function batchWrite(items: Array<Record<string, unknown>>): Promise<void> {
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < batches.length) {
        let requests: unknown[] | undefined = (batches[next++] ?? []).map((Item) => ({
          PutRequest: { Item },
        }));
        while (requests && requests.length > 0) {
          const result: BatchWriteCommandOutput = await dynamo.send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }),
          );
          requests = result.UnprocessedItems?.[tableName()];
        }
      }
    }),
  );
}

/**
 * Adds units until the table holds `total`, written as the API writes them (entity, links under its
 * project and building, search words, counters) but in bulk. Bench units are named
 * `BLK-<block of 50>-<n>`, so a search for one block matches 50 units at any table size.
 */
async function fillUnits(total: number, log: (line: string) => void): Promise<void> {
  const counter =
    (await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.counter(UNIT) }))).Item ?? {};
  const existing = Number(counter.total ?? 0);
  const lastId = Number(counter.last_id ?? 0);
  const adding = total - existing;
  if (adding <= 0) return;
  const started = Date.now();
  const items: Array<Record<string, unknown>> = [];
  const perParent = new Map<string, { type: string; id: number; count: number }>();
  for (let n = 0; n < adding; n++) {
    const id = lastId + n + 1;
    const sequence = existing + n;
    const projectId = 1 + (sequence % 2);
    const buildingId = 1 + (sequence % 6);
    const name = `BLK-${String(Math.floor(sequence / 50)).padStart(3, '0')}-${String(sequence % 50).padStart(2, '0')}`;
    const search = [name, `Bench unit ${name}`, 'available'];
    const words = searchWords(search);
    const now = new Date().toISOString();
    items.push({
      ...keys.entity(UNIT, id),
      ...keys.collection(UNIT, id),
      entity_type: UNIT,
      id,
      version: 1,
      created_at: now,
      updated_at: now,
      building_id: buildingId,
      project_id: projectId,
      is_for_rent: false,
      name,
      status: 'available',
      url_360: `https://tours.example.com/bench/${name.toLowerCase()}`,
      floor: String(sequence % 10),
      room_count: 3,
      doc_unit_number: 100000 + sequence,
      doc_number: 200000 + sequence,
      area: '150',
      bathroom_count: 2,
      is_furnished: false,
      garage: '1 car',
      tax_rate: 5,
      price_before_tax: 900000,
      website_price: 945000,
      air_conditioner_count: 4,
      electricity_number_out: 40000000 + sequence,
      electricity_number_in: 41000000 + sequence,
      emptying_deed_number: 60000 + sequence,
      deed_number: 320000000 + sequence,
      water_meter_number: 8000000 + sequence,
      view: 'street',
      interface: 'north',
      ac_type: 'split',
      board_type: 'three-phase',
      tax_value: 45000,
      price_after_tax: 945000,
      name_full: `Bench unit ${name}`,
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
      search_words: words,
    });
    for (const parent of [
      { type: 'PROJECT', id: projectId },
      { type: 'BUILDING', id: buildingId },
    ]) {
      items.push(keys.link(parent, { type: UNIT, id }));
      const entry = perParent.get(`${parent.type}#${parent.id}`) ?? { ...parent, count: 0 };
      entry.count++;
      perParent.set(`${parent.type}#${parent.id}`, entry);
    }
    for (const put of searchPuts(UNIT, id, words, searchTextOf(search)))
      items.push(put.Put?.Item as Record<string, unknown>);
  }
  await batchWrite(items);
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(UNIT),
      UpdateExpression: 'ADD #total :n, last_id :n',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':n': adding },
    }),
  );
  for (const parent of perParent.values()) {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.counts(parent),
        // A project also counts its units by status and purpose (see unitProjectCounts): all available, for sale.
        UpdateExpression:
          parent.type === 'PROJECT' ? 'ADD #unit :n, #status :n, #purpose :n' : 'ADD #unit :n',
        ExpressionAttributeNames: {
          '#unit': UNIT,
          ...(parent.type === 'PROJECT'
            ? { '#status': 'UNIT_STATUS#available', '#purpose': 'UNIT_FOR_SALE' }
            : {}),
        },
        ExpressionAttributeValues: { ':n': parent.count },
      }),
    );
  }
  log(
    `[bench] ${adding} units written (${items.length} items) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function p50(query: string, runs = 30): Promise<number> {
  const times = [];
  const fresh = await prepare({ operationId: 'systemListUnits', query });
  for (let i = 0; i < 3; i++) await fresh()();
  for (let i = 0; i < runs; i++) times.push(await timed(fresh()));
  return percentile(times, 50);
}

/**
 * Scale: page 1 of the units list and of a search, with 1 000 and with 50 000 units; and a deep page.
 * Both lists must cost about the same at either size (no Scan, no read that grows with the table).
 */
export async function scaleBench(log: (line: string) => void): Promise<{ worstRatio: number }> {
  const queries = { 'units, page 1': 'page=1', 'search "blk-007", page 1 (50 matches)': 'search=blk-007' };
  const small: Record<string, number> = {};
  const large: Record<string, number> = {};
  await fillUnits(1_000, log);
  for (const [name, query] of Object.entries(queries)) small[name] = await p50(query);
  const deepSmall = await p50('page=100', 10);
  await fillUnits(50_000, log);
  for (const [name, query] of Object.entries(queries)) large[name] = await p50(query);
  const deepLarge = await p50('page=1000', 10);
  const rows = Object.keys(queries).map((name) => [
    name,
    (small[name] as number).toFixed(2),
    (large[name] as number).toFixed(2),
    ((large[name] as number) / (small[name] as number)).toFixed(2),
  ]);
  rows.push([
    'units, last page (100 at 1 000 / 1 000 at 50 000)',
    deepSmall.toFixed(2),
    deepLarge.toFixed(2),
    (deepLarge / deepSmall).toFixed(2),
  ]);
  console.log('\nScale: GET /system/units in-process, p50 ms (DynamoDB Local)');
  console.log(formatTable(['list', '1 000 units', '50 000 units', 'ratio'], rows));
  const worstRatio = Math.max(
    ...Object.keys(queries).map((name) => (large[name] as number) / (small[name] as number)),
  );
  console.log(`target: page 1 and search page 1 <= 1.5x at 50 000; worst ${worstRatio.toFixed(2)}x`);
  console.log(
    'a deep page reads one small index entry per record before it (page 1 000 = 9 990 keys), so it grows with the page number, not the table',
  );
  return { worstRatio };
}
