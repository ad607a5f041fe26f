import { loginClient } from '../../shared/domain/auth/login';
import { type BenchRequest, prepare, timed } from './harness';
import { record, replay } from './recorder';
import { formatTable, percentile } from './table';

/** One timed run: the handler's milliseconds and those of the AWS calls it is set against. */
export interface TimingSample {
  handler: number;
  baseline: number;
}

/**
 * The timing loop of the warm tables: for each scenario, in turn, `start` readies it, five runs warm
 * it, then `iterations` samples give a row (name, handler p50 and p99, baseline p50 and p99, the
 * p50 ratio); answers the rows and the worst ratio.
 */
export async function timingRows<Scenario extends { name: string }>(
  scenarios: Scenario[],
  iterations: number,
  start: (
    scenario: Scenario,
  ) => Promise<{ warmUp: () => Promise<unknown>; sample: () => Promise<TimingSample> }>,
): Promise<{ rows: string[][]; worstRatio: number }> {
  const rows: string[][] = [];
  let worstRatio = 0;
  for (const scenario of scenarios) {
    const { warmUp, sample } = await start(scenario);
    for (let i = 0; i < 5; i++) await warmUp();
    const handler: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const timing = await sample();
      handler.push(timing.handler);
      baseline.push(timing.baseline);
    }
    const ratio = percentile(handler, 50) / percentile(baseline, 50);
    worstRatio = Math.max(worstRatio, ratio);
    rows.push([
      scenario.name,
      percentile(handler, 50).toFixed(2),
      percentile(handler, 99).toFixed(2),
      percentile(baseline, 50).toFixed(2),
      percentile(baseline, 99).toFixed(2),
      ratio.toFixed(2),
    ]);
  }
  return { rows, worstRatio };
}

/**
 * Warm overhead: each operation through its handler in-process, against the AWS calls that same
 * handler makes, replayed raw on the same data (recorded per iteration, replayed in the same
 * concurrency). The difference is the price of the middleware, validation, records and JSON.
 */
export async function warmBench(iterations = 60): Promise<{ worstRatio: number }> {
  const token = (
    await loginClient(
      { field: 'email_or_phone', value: 'demo.client@example.com' },
      process.env.LOCAL_DEMO_PASSWORD ?? 'DemoPass#2026',
      'local#bench',
    )
  ).token;
  const photo = Buffer.alloc(1024 * 1024, 7);
  const scenarios: Array<{ name: string; request: BenchRequest }> = [
    { name: 'GET /system/clients', request: { operationId: 'systemListClients' } },
    {
      name: 'GET /system/units?search=alm-a',
      request: { operationId: 'systemListUnits', query: 'search=alm-a' },
    },
    {
      name: 'POST /system/clients/15/update',
      request: {
        operationId: 'systemUpdateClient',
        path: { client_id: '15' },
        form: {
          name: 'Omar Al-Dosari',
          phone: '966551110866',
          email: 'omar.al-dosari.15@example.com',
          platform: 'website',
          address: '114 King Fahd Road, Riyadh',
        },
      },
    },
    {
      name: 'POST add-comment (1 MB file)',
      request: {
        operationId: 'clientAddMaintenanceComment',
        path: { maintenance_request_id: '1' },
        token,
        form: { comment: 'Bench comment', 'attachments[]': { name: 'photo.jpg', content: photo } },
      },
    },
  ];
  const { rows, worstRatio } = await timingRows(scenarios, iterations, async ({ request }) => {
    const fresh = await prepare(request);
    return {
      warmUp: async () => replay(await record(fresh())),
      sample: async () => {
        const handler = await timed(fresh());
        const calls = await record(fresh());
        return { handler, baseline: await timed(() => replay(calls)) };
      },
    };
  });
  console.log(
    `\nWarm overhead: handler in-process vs the raw AWS calls it makes (ms, ${iterations} calls each, DynamoDB Local)`,
  );
  console.log(formatTable(['operation', 'handler p50', 'p99', 'raw calls p50', 'p99', 'x raw (p50)'], rows));
  console.log(`target: handler p50 <= 1.15x its raw calls; worst ${worstRatio.toFixed(2)}x`);
  return { worstRatio };
}
