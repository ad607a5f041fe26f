import { describe, expect, it } from 'vitest';
import { assertNoProblems, pipelineProblemsOf, problemsOf } from '../../../infra/config/stage-problems';
import { pipelineConfig, type StageConfig, stageConfigOrDev, stages } from '../../../infra/config/stages';
import { filledPipeline, filledStages } from '../../infra/support/filled-config';

const prod = filledStages.prod;
const withProd = (change: Partial<StageConfig>): StageConfig => ({ ...prod, ...change });

describe("a stage's configuration problems", () => {
  it('finds none in a filled staging, prod and pipeline configuration', () => {
    expect(problemsOf(filledStages.staging)).toEqual([]);
    expect(problemsOf(prod)).toEqual([]);
    expect(pipelineProblemsOf(filledPipeline, filledStages.staging, prod)).toEqual([]);
  });

  it('lets dev, a developer stage and the tests stage keep the example defaults', () => {
    for (const name of ['dev', 'alice', 'test']) expect(problemsOf(stageConfigOrDev(name))).toEqual([]);
  });

  it('names every placeholder of the checked-in staging configuration', () => {
    const problems = problemsOf(stages.staging);
    for (const field of [
      'stages.staging.env.account: 111111111111 is a placeholder',
      'stages.staging.domain.name: example.com is a placeholder',
      'stages.staging.domain.certificateArn: account 111111111111 is a placeholder',
      'stages.staging.domain.hostedZone.id: Z00000000000000000000 is a placeholder',
      'stages.staging.mailFrom: example.com is a placeholder',
      'stages.staging.pushApplications.ios: account 111111111111 is a placeholder',
      'stages.staging.paymentPageUrl: example.com is a placeholder',
      'stages.staging.corsOrigins[0]: example.com is a placeholder',
      'stages.staging.alarmEmails[0]: example.com is a placeholder',
      "stages.staging.smsSpendLimitUsd: 1 USD is a new account's default",
    ])
      expect(
        problems.some((problem) => problem.startsWith(field)),
        field,
      ).toBe(true);
  });

  it('names each missing field', () => {
    const { domain: _domain, env: _env, ...rest } = prod;
    const problems = problemsOf({
      ...rest,
      mailFrom: '',
      pushApplications: { android: prod.pushApplications.android },
      paymentPageUrl: '',
      corsOrigins: [],
      alarmEmails: [],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'stages.prod.env: missing',
        'stages.prod.domain: missing',
        'stages.prod.mailFrom: missing',
        'stages.prod.pushApplications.ios: missing',
        'stages.prod.pushApplications.web: missing',
        'stages.prod.paymentPageUrl: missing',
        'stages.prod.corsOrigins: missing',
        'stages.prod.alarmEmails: missing',
      ]),
    );
    expect(problems.some((problem) => problem.includes('android'))).toBe(false);
  });

  it('refuses a certificate or push application in another region, and a zone that does not hold the domain', () => {
    const problems = problemsOf(
      withProd({
        domain: {
          ...prod.domain,
          certificateArn: prod.domain.certificateArn.replace('me-central-1', 'us-east-1'),
          hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'other.sa' },
        },
        pushApplications: { ...prod.pushApplications, web: 'arn:aws:sns:eu-west-1:310987654321:app/GCM/x' },
      }),
    );
    expect(problems).toEqual([
      "stages.prod.domain.certificateArn: in us-east-1, not the stage's region me-central-1",
      'stages.prod.domain.hostedZone.name: other.sa does not hold api.aqar-dev.sa',
      "stages.prod.pushApplications.web: in eu-west-1, not the stage's region me-central-1",
    ]);
  });

  it('refuses CORS origins with a path or over plain http, and a payment page over http', () => {
    expect(
      problemsOf(
        withProd({
          corsOrigins: ['https://staff.aqar-dev.sa/', 'http://staff.aqar-dev.sa'],
          paymentPageUrl: 'http://checkout.gateway-pay.sa/pay',
        }),
      ),
    ).toEqual([
      'stages.prod.paymentPageUrl: not https',
      'stages.prod.corsOrigins[0]: not an origin (scheme and host only, no path or trailing slash)',
      'stages.prod.corsOrigins[1]: not https',
    ]);
  });

  it("refuses a stage throttle below a usage plan's, and a quota on the apps' plans, in any stage", () => {
    const dev = stageConfigOrDev('alice');
    const problems = problemsOf({
      ...dev,
      throttle: { rateLimit: 30, burstLimit: 200 },
      limits: { ...dev.limits, client: { rateLimit: 50, burstLimit: 100, monthlyQuota: 1000 } as never },
    });
    expect(problems).toEqual([
      "stages.alice.throttle.rateLimit: 30 is below the client plan's 50",
      "stages.alice.throttle.rateLimit: 30 is below the system-user plan's 50",
      "stages.alice.limits.client.monthlyQuota: the apps' shared key must have no quota (it would cut off every app user at once)",
    ]);
    // The checked-in prod throttle stands above its plans (250 requests a second on the apps' plans).
    expect(problemsOf({ ...stages.prod, name: 'prod-copy' })).toEqual([]);
  });
});

describe("the pipeline's configuration problems", () => {
  it('names every field of the checked-in example in one message, stages included', () => {
    const problems = pipelineProblemsOf(pipelineConfig, stages.staging, stages.prod);
    for (const field of [
      'pipeline.env.account: 333333333333 is a placeholder',
      'pipeline.source.repository: example-org/real-estate-api is a placeholder',
      'pipeline.source.connectionArn: account 333333333333 is a placeholder',
      'stages.staging.domain.name',
      'stages.prod.domain.name',
      'stages.prod.mailFrom: example.com is a placeholder',
    ])
      expect(
        problems.some((problem) => problem.startsWith(field)),
        field,
      ).toBe(true);
    expect(() => assertNoProblems(problems)).toThrow(
      /stages\.staging\.mailFrom: example\.com is a placeholder; .*stages\.prod\.mailFrom: example\.com is a placeholder/,
    );
  });

  it('refuses an all-zero connection id, and a staging stage without the smoke secret', () => {
    const connectionArn = filledPipeline.source.connectionArn.replace(
      /connection\/.*/,
      `connection/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
    );
    const { smokeSecretName: _secret, ...staging } = filledStages.staging;
    expect(
      pipelineProblemsOf(
        { ...filledPipeline, source: { ...filledPipeline.source, connectionArn } },
        staging,
        prod,
      ),
    ).toEqual([
      'pipeline.source.connectionArn: the all-zero id is a placeholder',
      'stages.staging.smokeSecretName: missing (the smoke test signs in with it)',
    ]);
  });

  it('refuses stages passed in the wrong places', () => {
    expect(pipelineProblemsOf(filledPipeline, prod, filledStages.staging)).toEqual([
      'stages.staging.name: prod, not staging',
      'stages.prod.name: staging, not prod',
      'stages.staging.smokeSecretName: missing (the smoke test signs in with it)',
    ]);
  });
});
