import { beforeAll, describe, it } from 'vitest';
import { resourceModules } from '../../functions/route-table';
import { useOwnStack } from '../support/own-stack';
import { demoAccounts, type FuzzAccounts, fuzzRoute, fuzzTokens } from '../support/route-fuzz';

/**
 * The deep fuzz (`npm run test:deep`): fifteen generated requests a route. The route sweep
 * (test/integration/routes/sweep.test.ts) sends the first of them in `npm test`.
 */
const RUNS = 15;

// On a copy of the demo data, behind a gateway of this file's own.
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
