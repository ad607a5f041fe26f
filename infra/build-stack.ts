import type { Construct } from 'constructs';
import type { ResourceModule, Surface } from '../shared/http/route';
import { type StageConfig, stageConfigOrDev } from './config/stages';
import type { RollbackAlarms } from './constructs/canary-rollouts';
import { addNagSuppressions } from './nag-suppressions';
import type { ApiSources } from './stacks/api-sources';
import { type PartnerKey, RealEstateStack } from './stacks/real-estate-stack';

/** The apps' surfaces: the default `apps` key joins their usage plans (integrations take partner keys). */
const appSurfaces: Surface[] = ['client', 'system', 'system-user'];

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
  const config = options.config ?? stageConfigOrDev(String(context('stage') ?? 'dev'));
  const stage = config.name;
  const partnerKeysContext = context('partnerKeys');
  const partnerKeys: PartnerKey[] =
    typeof partnerKeysContext === 'string'
      ? (JSON.parse(partnerKeysContext) as PartnerKey[])
      : ((partnerKeysContext as PartnerKey[] | undefined) ?? [{ name: 'apps', surfaces: appSurfaces }]);
  // `pushApplications`: by stage, the SNS platform application of each device platform.
  const pushContext = context('pushApplications');
  const pushByStage = (
    typeof pushContext === 'string' ? JSON.parse(pushContext) : (pushContext ?? {})
  ) as Record<string, Partial<Record<'ios' | 'android' | 'web', string>>>;
  // The stage's configured domain, or (a developer's stage, the tests) the context's.
  const domainName = config.domain?.name ?? context('domainName');
  const certificateArn = config.domain?.certificateArn ?? context('certificateArn');
  const stack = new RealEstateStack(scope, `RealEstateApi-${stage}`, {
    stackName: `RealEstateApi-${stage}`,
    stage,
    limits: config.limits,
    ...(config.firewall ? { firewall: config.firewall } : {}),
    ...(options.rollbackAlarmsFor ? { rollbackAlarmsFor: options.rollbackAlarmsFor } : {}),
    modules: options.modules,
    ...(options.sources ? { sources: options.sources } : {}),
    throttle: {
      rateLimit: Number(context('throttleRate') ?? 100),
      burstLimit: Number(context('throttleBurst') ?? 200),
    },
    partnerKeys,
    // Who is paged and how long logs stay: the stage's own, never another stage's default.
    alarmEmails: config.alarmEmails,
    logRetention: config.logRetention,
    mailFrom: String(context('mailFrom') ?? 'no-reply@example.com'),
    ...(pushByStage[stage] ? { pushApplications: pushByStage[stage] } : {}),
    ...(typeof domainName === 'string' && typeof certificateArn === 'string'
      ? { domain: { name: domainName, certificateArn } }
      : {}),
    ...(config.env
      ? { env: config.env }
      : process.env.CDK_DEFAULT_ACCOUNT
        ? { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION } }
        : {}),
  });
  if (options.nagSuppressions ?? true) addNagSuppressions(stack);
  return stack;
}
