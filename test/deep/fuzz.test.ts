import '../support/local-env';
// Its own DynamoDB Local (before anything makes a client): in a full run every write on the shared one
// reads through the stream records of every file before it, and this file took 234 s against 41 s alone.
import '../support/own-dynamo';
import { beforeAll, describe, it } from 'vitest';
import { resourceModules } from '../../functions/route-table';
import { useOwnStack } from '../support/own-stack';
import { demoAccounts, type FuzzAccounts, fuzzRoute, fuzzTokens } from '../support/route-fuzz';

/**
 * The deep fuzz (`npm run test:deep`): fifteen generated requests a route. The route sweep
 * (test/integration/routes/sweep.test.ts) sends the first few of them in `npm test`.
 */
const RUNS = 15;

// The demo data copied to that process, behind a gateway of this file's own.
const { call } = useOwnStack();

let accounts: FuzzAccounts;
beforeAll(async () => {
  accounts = await demoAccounts(call);
});

const routes = resourceModules.flatMap((module) => module.routes.map((route) => ({ module, route })));

describe('fuzzing every route from its schema', () => {
  it.each(
    routes.map(
      ({ module, route }) => [`${route.method} ${module.surface} ${route.path}`, module, route] as const,
    ),
  )('%s never answers 5xx and always answers JSON of a documented shape', async (_, module, route) => {
    await fuzzRoute(call, module, route, await fuzzTokens(route, accounts), RUNS);
  });
});
