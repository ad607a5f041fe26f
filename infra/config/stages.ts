import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Surface } from '../../shared/http/route';
import type { FirewallLimits } from '../constructs/edge-firewall';

/** Requests per second (steady, burst) and per month for one surface's usage plan. */
export interface SurfaceLimits {
  rateLimit: number;
  burstLimit: number;
  /** Requests a month for each key of the plan (a partner key, or the apps' key). */
  monthlyQuota: number;
}

/**
 * Everything that differs between the deployed stages, in one typed place: the pipeline, the stacks
 * and the tests read it; nothing else names an account, a region or a recipient.
 */
export interface StageConfig {
  /** `dev` (a developer's own `cdk deploy`), `staging`, `prod`. */
  name: string;
  /** The AWS account and region; absent for `dev` (the CLI's own), so `npm run synth` stays offline. */
  env?: { account: string; region: string };
  /** The custom domain of the APIs, with its ACM certificate in the same region. */
  domain?: { name: string; certificateArn: string };
  /** Usage-plan throttles and quotas per surface (integrations: per partner key). */
  limits: Record<Surface, SurfaceLimits>;
  /** Who the alarms page (SNS e-mail subscriptions). */
  alarmEmails: readonly string[];
  /** How long function and API logs are kept. */
  logRetention: RetentionDays;
  /** The WAF's per-IP rate limits (default `defaultFirewallLimits`: 3000 and 50 per 5 minutes). */
  firewall?: FirewallLimits;
  /**
   * Secrets Manager name (in the pipeline's account) of the smoke user the pipeline signs in as after
   * deploying this stage: JSON `{apiKey, secretKey, emailOrPhone, password}` (runbook, "Pipeline and stages").
   */
  smokeSecretName?: string;
}

/** Where the pipeline runs and what it builds from. */
export interface PipelineConfig {
  /** The tooling account and region that hold the pipeline (bootstrapped; the stages trust it). */
  env: { account: string; region: string };
  /** The repository (`owner/name`) and branch, reached through a CodeStar (CodeConnections) connection. */
  source: { repository: string; branch: string; connectionArn: string };
}

const limits = (scale: number): Record<Surface, SurfaceLimits> => ({
  client: { rateLimit: 50 * scale, burstLimit: 100 * scale, monthlyQuota: 2_000_000 * scale },
  system: { rateLimit: 20 * scale, burstLimit: 40 * scale, monthlyQuota: 500_000 * scale },
  'system-user': { rateLimit: 50 * scale, burstLimit: 100 * scale, monthlyQuota: 2_000_000 * scale },
  integrations: { rateLimit: 10 * scale, burstLimit: 20 * scale, monthlyQuota: 300_000 * scale },
});

/** The stages. Accounts and addresses here are placeholders until operations fill them in (runbook). */
export const stages: Readonly<Record<'dev' | 'staging' | 'prod', StageConfig>> = {
  dev: {
    name: 'dev',
    limits: limits(1),
    alarmEmails: [],
    logRetention: RetentionDays.ONE_WEEK,
  },
  staging: {
    name: 'staging',
    env: { account: '111111111111', region: 'me-central-1' },
    limits: limits(1),
    alarmEmails: ['ops-staging@example.com'],
    logRetention: RetentionDays.ONE_MONTH,
    smokeSecretName: 'real-estate/staging/smoke-user',
  },
  prod: {
    name: 'prod',
    env: { account: '222222222222', region: 'me-central-1' },
    limits: limits(5),
    alarmEmails: ['ops@example.com'],
    logRetention: RetentionDays.ONE_YEAR,
  },
};

/** The pipeline's own account and source; placeholders until operations fill them in (runbook). */
export const pipelineConfig: PipelineConfig = {
  env: { account: '333333333333', region: 'me-central-1' },
  source: {
    repository: 'example-org/real-estate-api',
    branch: 'main',
    connectionArn:
      'arn:aws:codeconnections:me-central-1:333333333333:connection/00000000-0000-0000-0000-000000000000',
  },
};

/**
 * The configuration of a stage by name; a name that is not a deployed stage (a developer's own
 * `-c stage=alice`, the tests' `test`) gets dev's limits and retention under its own name.
 */
export function stageConfigOrDev(name: string): StageConfig {
  const known = (stages as Record<string, StageConfig>)[name];
  return known ?? { ...stages.dev, name };
}
