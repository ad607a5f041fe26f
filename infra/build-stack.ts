import type { Construct } from 'constructs';
import type { ResourceModule } from '../shared/http/route';
import { appSurfaces, isDeployedStage, type StageConfig, stageConfigOrDev } from './config/stages';
import type { RollbackAlarms } from './constructs/canary-rollouts';
import { addNagSuppressions } from './nag-suppressions';
import type { ApiSources } from './stacks/api-sources';
import { type PartnerKey, RealEstateStack } from './stacks/real-estate-stack';

export interface BuildOptions {
  /** The modules the APIs serve: the app passes the route table's `resourceModules`. */
  modules: readonly ResourceModule[];
  /** Where module code and route checks come from (default: the route table's). */
  sources?: ApiSources;
  /** Whether to add the reasoned cdk-nag suppressions (tests turn them off to prove the checks work). */
  nagSuppressions?: boolean;
  /** The stage's configuration (default: `stageConfigOrDev` of the `stage` context). */
  config?: StageConfig;
  /** More alarms each API function's canary rolls back on (made in the API's own stack). */
  rollbackAlarmsFor?: RollbackAlarms;
}

/**
 * Builds the stack in `scope` (a stage, or the app in tests) from the stage configuration and the
 * app's context; shared by `RealEstateStage` and the infrastructure tests (which also build it from
 * a projected route table, and without the cdk-nag suppressions). The stack keeps the name
 * `RealEstateApi-<stage>` inside a CDK Stage too, so stacks deployed before the stages existed are
 * updated in place, not created again beside their table.
 */
export function buildStack(scope: Construct, options: BuildOptions): RealEstateStack {
  const context = (name: string) => scope.node.tryGetContext(name) as unknown;
  const staged = options.config ?? stageConfigOrDev(String(context('stage') ?? 'dev'));
  // A deployed stage is what its configuration says; a developer's stage (and the tests') may
  // override its settings from the context.
  const config = isDeployedStage(staged.name) ? staged : withContextOverrides(staged, context);
  const stage = config.name;
  const partnerKeysContext = context('partnerKeys');
  const partnerKeys: PartnerKey[] =
    typeof partnerKeysContext === 'string'
      ? (JSON.parse(partnerKeysContext) as PartnerKey[])
      : ((partnerKeysContext as PartnerKey[] | undefined) ?? [{ name: 'apps', surfaces: [...appSurfaces] }]);
  const stack = new RealEstateStack(scope, `RealEstateApi-${stage}`, {
    stackName: `RealEstateApi-${stage}`,
    stage,
    limits: config.limits,
    ...(config.firewall ? { firewall: config.firewall } : {}),
    ...(options.rollbackAlarmsFor ? { rollbackAlarmsFor: options.rollbackAlarmsFor } : {}),
    modules: options.modules,
    ...(options.sources ? { sources: options.sources } : {}),
    throttle: config.throttle,
    partnerKeys,
    // Who is paged and how long logs stay: the stage's own, never another stage's default.
    alarmEmails: config.alarmEmails,
    logRetention: config.logRetention,
    mailFrom: config.mailFrom,
    pushApplications: config.pushApplications,
    paymentPageUrl: config.paymentPageUrl,
    corsOrigins: config.corsOrigins,
    smsSpendLimitUsd: config.smsSpendLimitUsd,
    ...(config.domain ? { domain: config.domain } : {}),
    ...(config.env
      ? { env: config.env }
      : process.env.CDK_DEFAULT_ACCOUNT
        ? { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION } }
        : {}),
  });
  if (options.nagSuppressions ?? true) addNagSuppressions(stack);
  return stack;
}

/**
 * A developer's stage with the context's settings (cdk.json or `-c`): `domainName` + `certificateArn`
 * (+ `hostedZoneId` + `hostedZoneName` for the alias records), `throttleRate`, `throttleBurst`,
 * `mailFrom`, and `pushApplications` (JSON: by stage, each device platform's SNS application ARN).
 */
function withContextOverrides(config: StageConfig, context: (name: string) => unknown): StageConfig {
  const text = (name: string) => {
    const value = context(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const json = <T>(name: string): T | undefined => {
    const value = context(name);
    return (typeof value === 'string' ? JSON.parse(value) : value) as T | undefined;
  };
  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  const hostedZoneId = text('hostedZoneId');
  const hostedZoneName = text('hostedZoneName');
  const push = json<Record<string, StageConfig['pushApplications']>>('pushApplications')?.[config.name];
  const mailFrom = text('mailFrom');
  return {
    ...config,
    ...(domainName && certificateArn
      ? {
          domain: {
            name: domainName,
            certificateArn,
            ...(hostedZoneId && hostedZoneName
              ? { hostedZone: { id: hostedZoneId, name: hostedZoneName } }
              : {}),
          },
        }
      : {}),
    throttle: {
      rateLimit: Number(context('throttleRate') ?? config.throttle.rateLimit),
      burstLimit: Number(context('throttleBurst') ?? config.throttle.burstLimit),
    },
    ...(mailFrom ? { mailFrom } : {}),
    ...(push ? { pushApplications: push } : {}),
  };
}
