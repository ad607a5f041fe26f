import { acceptForDemo } from '../../infra/local/seed/init-sale';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity, getEntity, updateEntity } from '../../shared/db/entity-store';
import type { ProjectBookingSettings } from '../../shared/domain/bookings/booking-holds';
import { makeBooking } from '../../shared/domain/bookings/make-booking';
import { readStaffCaller } from '../../shared/domain/callers/staff-caller';
import { CLIENT, clientUniques, emptyClient } from '../../shared/domain/clients/clients';
import { PROJECT, type Project } from '../../shared/domain/projects/projects';
import { BOOKING } from '../../shared/domain/sales/sales';
import { UNIT, type Unit, unitProjectCounts } from '../../shared/domain/units/units';
import { prepare } from './harness';
import { record } from './recorder';
import { formatTable } from './table';
import { type TimingSample, timingRows } from './warm';

/** The demo staff user (every ability, row scope all). */
const STAFF_ID = 1;
const STORED = ['id', 'version', 'created_at', 'updated_at', 'list_sets', 'search_words'];

let serial = 0;

/** A unit of demo project 2 for sale (a copy of unit 27), and a buyer with the data init sale needs. */
async function freshUnitAndBuyer() {
  const template = await getEntity(UNIT, 27, 'unit');
  const copy = Object.fromEntries(
    Object.entries(template).filter(([name]) => !STORED.includes(name)),
  ) as Unit;
  const unit = await createEntity(
    UNIT,
    {
      ...copy,
      name: `BENCH-${++serial}`,
      status: 'available',
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
    },
    { counts: unitProjectCounts({ project_id: copy.project_id, status: 'available', is_for_rent: false }) },
  );
  const id = `${Date.now()}`.slice(-6) + String(serial).padStart(2, '0');
  const buyer = {
    ...emptyClient,
    name: `Bench buyer ${serial}`,
    phone: `05${id}`,
    national_id: Number(`1${id}0`),
  };
  return { unit, client: await createEntity(CLIENT, buyer, { uniques: clientUniques(buyer) }) };
}

/** Wall milliseconds inside AWS calls: the union of the recorded calls' intervals. */
function awsTime(calls: Array<{ start: number; end: number }>): number {
  let total = 0;
  let reached = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const start = Math.max(call.start, reached);
    if (call.end > start) total += call.end - start;
    reached = Math.max(reached, call.end);
  }
  return total;
}

/**
 * Warm make-booking and init sale. Each call holds or sells a unit of its own, so its AWS calls
 * cannot be replayed on the same data as the other warm rows are: the handler's time is set
 * against the wall time its own AWS calls took inside it (the recorder's intervals).
 */
export async function salesWarmBench(iterations = 40): Promise<{ worstRatio: number }> {
  // The demo project lets an agent hold three units: the bench's holds need more.
  const settings: ProjectBookingSettings = { booking_limit_per_agent: 100_000 };
  await updateEntity(PROJECT, 2, settings as Partial<Project>, { recordName: 'project' });
  const token = (await issueAccessToken('user', STAFF_ID, ['*'])).plainText;
  const viewer = await readStaffCaller(STAFF_ID);
  const scenarios: Array<{ name: string; run: () => Promise<TimingSample> }> = [
    {
      name: 'POST make-booking',
      run: async () => {
        const { unit, client } = await freshUnitAndBuyer();
        const call = await prepare({
          operationId: 'staffMakeBooking',
          path: { unit_id: String(unit.id) },
          form: { client_id: String(client.id) },
          token,
        });
        return measure(call());
      },
    },
    {
      name: 'POST init-sale',
      run: async () => {
        const { unit, client } = await freshUnitAndBuyer();
        const held = await makeBooking(viewer, unit.id, { client_id: client.id }, 'en');
        await acceptForDemo(await getEntity(BOOKING, held.id, 'booking'));
        const call = await prepare({
          operationId: 'staffInitSale',
          path: { unit_id: String(unit.id) },
          form: { purchase_method: 'cash' },
          token,
        });
        return measure(call());
      },
    },
  ];
  const { rows, worstRatio } = await timingRows(scenarios, iterations, async ({ run }) => ({
    warmUp: run,
    sample: run,
  }));
  console.log(
    `\nWarm holds and sales: handler in-process vs the AWS calls inside it (ms, ${iterations} calls each)`,
  );
  console.log(formatTable(['operation', 'handler p50', 'p99', 'AWS calls p50', 'p99', 'x AWS (p50)'], rows));
  console.log(`worst ${worstRatio.toFixed(2)}x`);
  return { worstRatio };
}

async function measure(call: () => Promise<unknown>): Promise<TimingSample> {
  const started = performance.now();
  const calls = await record(call);
  return { handler: performance.now() - started, baseline: awsTime(calls) };
}
