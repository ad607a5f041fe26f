import type { App } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ResourceModule, Surface } from '../shared/http/route';
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
  /** How long logs are kept (default: the dev stage's; the pipeline passes each stage's). */
  logRetention?: RetentionDays;
}

/**
 * Builds the stack from the app's context; shared by `app.ts` and the infrastructure tests (which
 * also build it from a projected route table, and without the cdk-nag suppressions).
 */
export function buildStack(app: App, options: BuildOptions): RealEstateStack {
  const context = (name: string) => app.node.tryGetContext(name) as unknown;
  const stage = String(context('stage') ?? 'dev');
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
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  const stack = new RealEstateStack(app, `RealEstateApi-${stage}`, {
    stage,
    modules: options.modules,
    ...(options.sources ? { sources: options.sources } : {}),
    throttle: {
      rateLimit: Number(context('throttleRate') ?? 100),
      burstLimit: Number(context('throttleBurst') ?? 200),
    },
    partnerKeys,
    ...(options.logRetention ? { logRetention: options.logRetention } : {}),
    mailFrom: String(context('mailFrom') ?? 'no-reply@example.com'),
    ...(pushByStage[stage] ? { pushApplications: pushByStage[stage] } : {}),
    ...(typeof domainName === 'string' && typeof certificateArn === 'string'
      ? { domain: { name: domainName, certificateArn } }
      : {}),
    ...(process.env.CDK_DEFAULT_ACCOUNT
      ? { env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION } }
      : {}),
  });
  if (options.nagSuppressions ?? true) addNagSuppressions(stack);
  return stack;
}
