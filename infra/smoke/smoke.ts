import { type SmokeCredentials, smokeTest } from './smoke-test';

/**
 * The pipeline's post-deploy check of staging (`npx tsx infra/smoke/smoke.ts`): SMOKE_API_URL is the
 * staff API's URL output, SMOKE_CREDENTIALS the smoke user's secret (JSON SmokeCredentials).
 */
async function main() {
  const baseUrl = process.env.SMOKE_API_URL;
  const secret = process.env.SMOKE_CREDENTIALS;
  if (!baseUrl || !secret) throw new Error('SMOKE_API_URL and SMOKE_CREDENTIALS are required');
  const steps = await smokeTest(baseUrl, JSON.parse(secret) as SmokeCredentials);
  for (const { step, status } of steps) console.log(`[smoke] ${step}: ${status}`);
}

main().catch((error: Error) => {
  console.error(`[smoke] failed: ${error.message}`);
  process.exit(1);
});
