import { type PipelineConfig, type StageConfig, stages } from '../../../infra/config/stages';

/*
 * Staging and prod as operations fill them in (runbook, "Pipeline and stages"): accounts, domains,
 * ARNs and addresses that are not placeholders. The checked-in configuration holds placeholders and
 * is refused; the tests build the pipeline and the deployed stages from these.
 */

const region = 'me-central-1';

/** A deployed stage's configuration, complete: `stages.<name>` with real-looking values. */
function filled(
  name: 'staging' | 'prod',
  account: string,
  host: string,
): StageConfig & Required<Pick<StageConfig, 'env' | 'domain'>> {
  const sns = (platform: string) => `arn:aws:sns:${region}:${account}:app/${platform}/real-estate-staff`;
  return {
    ...stages[name],
    env: { account, region },
    domain: {
      name: host,
      certificateArn: `arn:aws:acm:${region}:${account}:certificate/4f1e2d3c-5b6a-4798-8a9b-0c1d2e3f4a5b`,
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'aqar-dev.sa' },
    },
    mailFrom: 'no-reply@aqar-dev.sa',
    pushApplications: { ios: sns('APNS'), android: sns('GCM'), web: sns('GCM') },
    paymentPageUrl: 'https://checkout.gateway-pay.sa/pay',
    corsOrigins: [`https://staff.${name === 'prod' ? '' : 'staging.'}aqar-dev.sa`],
    smsSpendLimitUsd: name === 'prod' ? 1000 : 50,
    alarmEmails: [`ops${name === 'prod' ? '' : `-${name}`}@aqar-dev.sa`],
  };
}

export const filledStages = {
  staging: filled('staging', '210987654321', 'api.staging.aqar-dev.sa'),
  prod: filled('prod', '310987654321', 'api.aqar-dev.sa'),
} as const;

export const filledPipeline: PipelineConfig = {
  env: { account: '410987654321', region },
  source: {
    repository: 'aqar-dev/real-estate-api',
    branch: 'main',
    connectionArn: `arn:aws:codeconnections:${region}:410987654321:connection/7c9e6679-7425-40de-944b-e07fc1f90ae7`,
  },
};
