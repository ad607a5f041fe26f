import type { App } from 'aws-cdk-lib';
import type { Surface } from '../shared/http/route';
import { addNagSuppressions } from './nag-suppressions';
import { type PartnerKey, RealEstateStack } from './stacks/real-estate-stack';

const allSurfaces: Surface[] = ['client', 'system', 'system-user'];

/**
 * Builds the stack from the app's context; shared by `app.ts` and the infrastructure tests (which
 * also build it without the cdk-nag suppressions, to prove the checks do find something).
 */
export function buildStack(app: App, options: { nagSuppressions?: boolean } = {}): RealEstateStack {
  const context = (name: string) => app.node.tryGetContext(name) as unknown;
  const stage = String(context('stage') ?? 'dev');
  const partnerKeysContext = context('partnerKeys');
  const partnerKeys: PartnerKey[] =
    typeof partnerKeysContext === 'string'
      ? (JSON.parse(partnerKeysContext) as PartnerKey[])
      : ((partnerKeysContext as PartnerKey[] | undefined) ?? [{ name: 'apps', surfaces: allSurfaces }]);
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  const stack = new RealEstateStack(app, `RealEstateApi-${stage}`, {
    stage,
    throttle: {
      rateLimit: Number(context('throttleRate') ?? 100),
      burstLimit: Number(context('throttleBurst') ?? 200),
    },
    partnerKeys,
    mailFrom: String(context('mailFrom') ?? 'no-reply@example.com'),
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
