import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Surface } from '../../shared/http/route';
import type { PushPlatform } from '../../shared/notifications/push-device';
import type { FirewallLimits } from '../constructs/edge-firewall';

/** Requests per second, steady and burst. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** One surface's usage plan: its throttle and, for partner keys only, a monthly quota per key. */
export interface SurfaceLimits extends Throttle {
  /** Requests a month for each key of the plan. */
  monthlyQuota?: number;
}

/** The surfaces the apps call with the shared `apps` key. */
export type AppSurface = Exclude<Surface, 'integrations'>;
export const appSurfaces: readonly AppSurface[] = ['client', 'system', 'system-user'];

/**
 * Usage-plan limits per surface. The apps' plans have a throttle only: every app user calls with the
 * one `apps` key, so a monthly quota on it would cut off all of them at once when it ran out; the
 * integrations plan keeps a quota per partner key.
 */
export type StageLimits = Record<AppSurface, Throttle> & {
  integrations: Throttle & { monthlyQuota: number };
};

/** A device platform of the staff app's push notifications (the transport's own list). */
export type { PushPlatform };

/** The APIs' custom domain. */
export interface StageDomain {
  /** The host name; each API is at `https://<name>/api/v1/<mount>`. */
  name: string;
  /** The ACM certificate of `name`, in the stage's own account and region (a regional endpoint). */
  certificateArn: string;
  /**
   * The Route 53 public hosted zone holding `name`, when it is in the stage's account: the stack then
   * makes the alias records. Without it, point the name at the `RegionalDomainName` output yourself.
   */
  hostedZone?: { id: string; name: string };
}

/**
 * Everything that differs between the deployed stages, in one typed place: the pipeline, the stacks
 * and the tests read it; nothing else names an account, a region or a recipient. The runbook
 * ("Pipeline and stages") says how to fill each field; `problemsOf` (stage-problems.ts) refuses a
 * staging or prod configuration that still holds a placeholder.
 */
export interface StageConfig {
  /** `dev` (a developer's own `cdk deploy`), `staging`, `prod`. */
  name: string;
  /** The AWS account and region; absent for `dev` (the CLI's own), so `npm run synth` stays offline. */
  env?: { account: string; region: string };
  /** The custom domain of the APIs. */
  domain?: StageDomain;
  /** The verified SES sender of the API's e-mails (forgot password); its domain is the identity granted. */
  mailFrom: string;
  /** The stage's SNS platform applications for staff push, by device platform (one FCM app may serve several). */
  pushApplications: Partial<Record<PushPlatform, string>>;
  /** The online payment gateway's checkout page, where a client is sent to pay. */
  paymentPageUrl: string;
  /** The browser origins allowed to call the system and staff surfaces (`https://staff.example.sa`). */
  corsOrigins: readonly string[];
  /** Each API stage's own throttle, every key together: at least each usage plan's. */
  throttle: Throttle;
  /** Usage-plan throttles per surface, and the partner keys' monthly quota. */
  limits: StageLimits;
  /** The account's SNS monthly SMS spend limit (USD); the SMS spend alarm pages below it. */
  smsSpendLimitUsd: number;
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
  /** The repository (`owner/name`) and branch, reached through a CodeConnections (CodeStar) connection. */
  source: { repository: string; branch: string; connectionArn: string };
}

/** The stages the pipeline deploys: their configuration must be complete (stage-problems.ts). */
export const deployedStageNames = ['staging', 'prod'] as const;
export type DeployedStageName = (typeof deployedStageNames)[number];

const limits = (scale: number): StageLimits => ({
  client: { rateLimit: 50 * scale, burstLimit: 100 * scale },
  system: { rateLimit: 20 * scale, burstLimit: 40 * scale },
  'system-user': { rateLimit: 50 * scale, burstLimit: 100 * scale },
  integrations: { rateLimit: 10 * scale, burstLimit: 20 * scale, monthlyQuota: 300_000 * scale },
});

/**
 * The stages. Staging's and prod's accounts, addresses and ARNs are placeholders until operations
 * fill them in (runbook, "Pipeline and stages"): synthesizing either refuses them, naming each field.
 */
export const stages: Readonly<Record<'dev' | DeployedStageName, StageConfig>> = {
  dev: {
    name: 'dev',
    mailFrom: 'no-reply@example.com',
    pushApplications: {},
    paymentPageUrl: 'https://pay.example.com/checkout',
    corsOrigins: ['http://localhost:3000'],
    throttle: { rateLimit: 100, burstLimit: 200 },
    limits: limits(1),
    // A new account's SNS spend limit.
    smsSpendLimitUsd: 1,
    alarmEmails: [],
    logRetention: RetentionDays.ONE_WEEK,
  },
  staging: {
    name: 'staging',
    env: { account: '111111111111', region: 'me-central-1' },
    domain: {
      name: 'api.staging.example.com',
      certificateArn:
        'arn:aws:acm:me-central-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
      hostedZone: { id: 'Z00000000000000000000', name: 'example.com' },
    },
    mailFrom: 'no-reply@staging.example.com',
    pushApplications: {
      ios: 'arn:aws:sns:me-central-1:111111111111:app/APNS/real-estate-staff',
      android: 'arn:aws:sns:me-central-1:111111111111:app/GCM/real-estate-staff',
      web: 'arn:aws:sns:me-central-1:111111111111:app/GCM/real-estate-staff',
    },
    paymentPageUrl: 'https://pay.example.com/checkout',
    corsOrigins: ['https://staff.staging.example.com'],
    throttle: { rateLimit: 100, burstLimit: 200 },
    limits: limits(1),
    smsSpendLimitUsd: 1,
    alarmEmails: ['ops-staging@example.com'],
    logRetention: RetentionDays.ONE_MONTH,
    smokeSecretName: 'real-estate/staging/smoke-user',
  },
  prod: {
    name: 'prod',
    env: { account: '222222222222', region: 'me-central-1' },
    domain: {
      name: 'api.example.com',
      certificateArn:
        'arn:aws:acm:me-central-1:222222222222:certificate/00000000-0000-0000-0000-000000000000',
      hostedZone: { id: 'Z00000000000000000000', name: 'example.com' },
    },
    mailFrom: 'no-reply@example.com',
    pushApplications: {
      ios: 'arn:aws:sns:me-central-1:222222222222:app/APNS/real-estate-staff',
      android: 'arn:aws:sns:me-central-1:222222222222:app/GCM/real-estate-staff',
      web: 'arn:aws:sns:me-central-1:222222222222:app/GCM/real-estate-staff',
    },
    paymentPageUrl: 'https://pay.example.com/checkout',
    corsOrigins: ['https://staff.example.com'],
    // At least the busiest plan's 250 / 500: a stage throttle below a plan's would be the real limit.
    throttle: { rateLimit: 500, burstLimit: 1000 },
    limits: limits(5),
    smsSpendLimitUsd: 1,
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

/** Whether `name` is a stage the pipeline deploys (its configuration must then be complete). */
export const isDeployedStage = (name: string): name is DeployedStageName =>
  (deployedStageNames as readonly string[]).includes(name);

/**
 * The configuration of a stage by name; a name that is not a deployed stage (a developer's own
 * `-c stage=alice`, the tests' `test`) gets dev's settings under its own name.
 */
export function stageConfigOrDev(name: string): StageConfig {
  const known = (stages as Record<string, StageConfig>)[name];
  return known ?? { ...stages.dev, name };
}
