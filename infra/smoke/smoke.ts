import { resourceModules } from '../../functions/route-table';
import { smokeRoutesOf } from './smoke-routes';
import { type SmokeCredentials, smokeTest } from './smoke-test';

/**
 * The pipeline's post-deploy check of staging (`npx tsx infra/smoke/smoke.ts`): SMOKE_BASE_URL is
 * the stage's `BaseUrl` output (`https://<domain>/api/v1`), SMOKE_CREDENTIALS the smoke user's secret
 * (JSON SmokeCredentials). It reads one route of every staff API of this commit's route table.
 */
async function main() {
  const baseUrl = process.env.SMOKE_BASE_URL;
  const secret = process.env.SMOKE_CREDENTIALS;
  if (!baseUrl || !secret) throw new Error('SMOKE_BASE_URL and SMOKE_CREDENTIALS are required');
  const routes = smokeRoutesOf(resourceModules);
  const steps = await smokeTest(baseUrl, JSON.parse(secret) as SmokeCredentials, routes);
  for (const { step, status } of steps) console.log(`[smoke] ${step}: ${status}`);
}

main().catch((error: Error) => {
  console.error(`[smoke] failed: ${error.message}`);
  process.exit(1);
});
