import '../../infra/local/environment';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { demoCredentials } from '../../infra/local/demo-credentials';
import { formatTable } from './table';

/**
 * `npm run load`: load on a local stack started for the run, on loopback only, bounded in time.
 * 1. 20 s at 50 connections on GET /system/clients: requests/s, latency, errors (must be zero);
 * 2. 15 s of mixed reads and writes (folders and clients created), after which every write is
 *    read back.
 */
async function main() {
  process.env.LOG_LEVEL = 'SILENT';
  const { startLocalStack } = await import('../../infra/local/stack');
  const stack = await startLocalStack({ port: 0 });
  const demo = demoCredentials();
  const headers = {
    'x-api-key': demo.apiKey,
    'x-secret-key': demo.secretKey,
    'content-type': 'application/json',
  };
  const url = stack.baseUrl;
  let failed = false;
  try {
    const reads = await autocannon({ url: `${url}/system/clients`, connections: 50, duration: 20, headers });
    const readErrors = reads.errors + reads.timeouts + reads.non2xx;
    console.log('\nLoad: GET /system/clients, 50 connections, 20 s (local gateway, loopback)');
    console.log(
      formatTable(
        ['requests', 'requests/s', 'p50 ms', 'p99 ms', 'errors'],
        [
          [
            reads.requests.total,
            reads.requests.average.toFixed(0),
            reads.latency.p50,
            reads.latency.p99,
            readErrors,
          ],
        ],
      ),
    );
    if (readErrors > 0) failed = true;

    // Mixed: reads of three lists, folder creation and client creation, 20 connections.
    const folders = new Set<string>();
    const clients = new Set<string>();
    const mixed = await autocannon({
      url,
      connections: 20,
      duration: 15,
      headers,
      requests: [
        { method: 'GET', path: '/api/v1/system/units?search=alm' },
        {
          method: 'POST',
          path: '/api/v1/system/archive/1/create-folder',
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `load ${randomUUID()}` }) }),
          onResponse: (status, body) => {
            if (status === 200) folders.add(JSON.parse(body).data.folder.name);
          },
        },
        { method: 'GET', path: '/api/v1/system/discounts?status=approved' },
        {
          method: 'POST',
          path: '/api/v1/system/clients/store',
          setupRequest: (request) => {
            const tag = randomUUID().slice(0, 12);
            const phone = `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
            return {
              ...request,
              body: JSON.stringify({ name: `Load ${tag}`, phone, email: `load.${tag}@example.com` }),
            };
          },
          onResponse: (status, body) => {
            if (status === 201) clients.add(JSON.parse(body).data.email);
          },
        },
      ],
    });
    const mixedErrors = mixed.errors + mixed.timeouts;
    console.log('\nLoad: mixed reads and writes, 20 connections, 15 s');
    console.log(
      formatTable(
        ['requests', 'requests/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'],
        [
          [
            mixed.requests.total,
            mixed.requests.average.toFixed(0),
            mixed.latency.p50,
            mixed.latency.p99,
            mixed['2xx'],
            mixed.non2xx,
            mixedErrors,
          ],
        ],
      ),
    );
    const archive = (await (await fetch(`${url}/system/archive?per_page=100`, { headers })).json()) as {
      response: { data: Array<{ folders: Array<{ name: string; folders: unknown[] }> }> };
    };
    const stored = new Set<string>();
    const walk = (nodes: Array<{ name: string; folders: unknown[] }>) => {
      for (const node of nodes) {
        stored.add(node.name);
        walk(node.folders as Array<{ name: string; folders: unknown[] }>);
      }
    };
    for (const record of archive.response.data) walk(record.folders);
    const missingFolders = [...folders].filter((name) => !stored.has(name));
    let missingClients = 0;
    for (const email of clients) {
      const found = (await (
        await fetch(`${url}/system/clients?search=${encodeURIComponent(email)}`, { headers })
      ).json()) as {
        response: { data: Array<{ email: string }> };
      };
      if (!found.response.data.some((client) => client.email === email)) missingClients++;
    }
    console.log(
      `read back: ${folders.size} folders created, ${missingFolders.length} missing; ${clients.size} clients created, ${missingClients} missing`,
    );
    if (mixedErrors > 0 || mixed.non2xx > 0 || missingFolders.length > 0 || missingClients > 0) failed = true;
  } finally {
    await stack.stop();
  }
  console.log(failed ? 'load: FAILED' : 'load: every request answered, every write read back');
  process.exit(failed ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
