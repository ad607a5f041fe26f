import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { keys } from '../../shared/db/keys';
import { listSetIds } from '../../shared/db/lists';
import { searchPuts, searchTextOf, searchWords } from '../../shared/db/search';
import { BulkListEntries } from './bulk-lists';
import { BENCH_DAY, fillDiscounts, p50 } from './lists';
import { collectionSize, writeBulk } from './scale-writes';
import { formatTable } from './table';

const UNIT = 'UNIT';

/**
 * Adds units until the table holds `total`, written as the API writes them (entity, links under its
 * project and building, search words, counters) but in bulk. Bench units are named
 * `BLK-<block of 50>-<n>`, so a search for one block matches 50 units at any table size.
 */
async function fillUnits(total: number, log: (line: string) => void): Promise<void> {
  const { existing, lastId } = await collectionSize(UNIT);
  const adding = total - existing;
  if (adding <= 0) return;
  const started = Date.now();
  const items: Array<Record<string, unknown>> = [];
  const perParent = new Map<string, { type: string; id: number; count: number }>();
  const lists = new BulkListEntries();
  for (let n = 0; n < adding; n++) {
    const id = lastId + n + 1;
    const sequence = existing + n;
    const projectId = 1 + (sequence % 2);
    const buildingId = 1 + (sequence % 6);
    const name = `BLK-${String(Math.floor(sequence / 50)).padStart(3, '0')}-${String(sequence % 50).padStart(2, '0')}`;
    const search = [name, `Bench unit ${name}`, 'available'];
    const words = searchWords(search);
    const now = new Date().toISOString();
    const unit = {
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
      room_count: 1 + (sequence % 5),
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
      // Prices spread over 2 000 000 (200 price bands of 10 000), as a developer's projects spread them.
      price_after_tax: 500_000 + ((sequence * 7_919) % 2_000_000),
      name_full: `Bench unit ${name}`,
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
      search_words: words,
      list_sets: listSetIds(UNIT),
    };
    items.push(unit);
    lists.collect(UNIT, unit, items);
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
  await writeBulk(UNIT, items, lists, adding);
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

const units = (query: string, runs?: number) => p50('systemListUnits', query, runs);
const discounts = (query: string) => p50('systemListDiscounts', query);

/** The lists measured at each size: page 1 of each, p50 ms. */
const LISTS: Array<[string, () => Promise<number>]> = [
  ['units, page 1', () => units('page=1')],
  ['units, search "blk-007" (50 matches)', () => units('search=blk-007')],
  ['discounts status=approved', () => discounts('status=approved')],
  ['discounts project_id=2', () => discounts('project_id=2')],
  [
    'discounts value_type=percentage&status=approved',
    () => discounts('value_type=percentage&status=approved'),
  ],
  ['discounts type=cash&status=pending (declared)', () => discounts('type=cash&status=pending')],
  [
    'discounts type=cash&status=pending&project_id=1 (undeclared: type+status filtered)',
    () => discounts('type=cash&status=pending&project_id=1'),
  ],
  [`discounts created_at=${BENCH_DAY} (500 of the day)`, () => discounts(`created_at=${BENCH_DAY}`)],
  [
    'units on sale, 800 000 to 900 000 (a price range)',
    () => p50('systemAvailableForSale', 'min_price=800000&max_price=900000'),
  ],
  ['units on sale, project 1, 3 rooms', () => p50('systemAvailableForSale', 'project_id=1&rooms=3')],
  [
    'project 1 units status=available',
    () => p50('systemListProjectUnits', 'status=available', 30, { project_id: '1' }),
  ],
];

async function measure(size: number, log: (line: string) => void) {
  await fillUnits(size, log);
  await fillDiscounts(size, log);
  const times: Record<string, number> = {};
  for (const [name, run] of LISTS) times[name] = await run();
  const lastPage = Math.ceil(size / 10);
  const pageOne = await units('per_page=10&page=1', 30);
  const last = await units(`per_page=10&page=${lastPage}`, 30);
  const cutRange = await p50('systemAvailableForSale', 'min_price=805000&max_price=895000');
  return { times, pageOne, last, lastPage, cutRange };
}

/**
 * Scale: page 1 of the units list, of a search and of filtered lists (one filter, two filters, a
 * creation day), and the last page of the units list, with 1 000 and with 50 000 records of each.
 * Every list must cost about the same at either size, and the last page about as much as page 1.
 */
export async function scaleBench(log: (line: string) => void): Promise<{ worstRatio: number }> {
  const small = await measure(1_000, log);
  const large = await measure(50_000, log);
  const rows = LISTS.map(([name]) => [
    name,
    (small.times[name] as number).toFixed(2),
    (large.times[name] as number).toFixed(2),
    ((large.times[name] as number) / (small.times[name] as number)).toFixed(2),
  ]);
  console.log('\nScale: lists in-process, page 1, p50 ms (DynamoDB Local)');
  console.log(formatTable(['list', '1 000 records', '50 000 records', 'ratio'], rows));
  console.log('\nDeep page: GET /system/units?per_page=10, the last page against page 1 at the same size');
  console.log(
    formatTable(
      ['records', 'page 1', 'last page', 'last page', 'x page 1'],
      [small, large].map((run, index) => [
        index === 0 ? '1 000' : '50 000',
        run.pageOne.toFixed(2),
        String(run.lastPage),
        run.last.toFixed(2),
        (run.last / run.pageOne).toFixed(2),
      ]),
    ),
  );
  // An undeclared combination reads its base list (bounded at 5 000 entries): its cost follows that
  // list's size by design (shared/db/README.md), so it is printed, not held to the 1.5x target.
  const listRatio = Math.max(
    ...LISTS.filter(([name]) => !name.includes('(undeclared')).map(
      ([name]) => (large.times[name] as number) / (small.times[name] as number),
    ),
  );
  const deepRatio = Math.max(small.last / small.pageOne, large.last / large.pageOne);
  console.log(
    `\nA price range whose bounds cut two price bands (805 000 to 895 000): ${small.cutRange.toFixed(2)} -> ${large.cutRange.toFixed(2)} ms, ` +
      `${(large.cutRange / small.cutRange).toFixed(2)}x; it also counts the keys of the two bands within the range ` +
      '(the bound of lists ordered by an attribute: the units of one band of 10 000, here about 250 at 50 000)',
  );
  console.log(`target: page 1 of every list <= 1.50x at 50 000; worst ${listRatio.toFixed(2)}x`);
  console.log(`target: last page <= 2.00x page 1 at the same size; worst ${deepRatio.toFixed(2)}x`);
  console.log(`target: last page at 50 000 < 100 ms; ${large.last.toFixed(2)} ms`);
  // One number against the 1.5x target: the deep-page ratio counts against its own 2x target.
  return { worstRatio: Math.max(listRatio, (deepRatio / 2) * 1.5) };
}
