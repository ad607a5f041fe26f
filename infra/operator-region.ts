import { stages } from './config/stages';

/**
 * The region an operator script (`npm run keys`, `backfill:lists`, `first-deploy`) talks to: `--region`,
 * else the stage's own from infra/config/stages.ts when `--stage` names a deployed one, else the AWS
 * SDK's own resolution (AWS_REGION, then the profile's). Never a default of ours: a table written in
 * the wrong region is a stage that is silently not set up. Sets AWS_REGION when it decides, so call it
 * before the data layer is loaded (its client is created then).
 */
export function useOperatorRegion(options: { region?: string | undefined; stage?: string | undefined }) {
  const known = options.stage
    ? (stages as Record<string, { env?: { region: string } }>)[options.stage]
    : undefined;
  const region = options.region ?? known?.env?.region;
  if (region) process.env.AWS_REGION = region;
  return region ?? process.env.AWS_REGION ?? 'from the AWS profile';
}
