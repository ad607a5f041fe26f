import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { type StageConfig, stages } from '../../../infra/config/stages';
import { RealEstateStage } from '../../../infra/stages/real-estate-stage';
import { filledStages } from '../support/filled-config';

const structureOnly = (context: Record<string, unknown> = {}) =>
  new App({ context: { 'aws:cdk:bundling-stacks': [], ...context }, builtinCloudFormationValidation: false });

/** A stage as the app and the pipeline build it, serving one small API (the CRM's; nothing bundled). */
function stageOf(
  config: StageConfig,
  app = structureOnly(),
  modules = resourceModules.filter((module) => module.area === 'crm'),
): RealEstateStage {
  return new RealEstateStage(app, config.name, { config, modules });
}
function templatesOf(config: StageConfig): Template[] {
  const { stack } = stageOf(config);
  return [stack, ...stack.apis].map((nested) => Template.fromStack(nested));
}

describe("a stage's configuration, end to end", () => {
  // Each deployed stage, and dev: every value differs between them, so a default would show.
  it.each([filledStages.staging, filledStages.prod, stages.dev])(
    'keeps $name logs for its own retention and pages its own recipients',
    (config) => {
      const templates = templatesOf(config);
      const logGroups = templates.flatMap((template) =>
        Object.values(template.findResources('AWS::Logs::LogGroup')),
      );
      // Functions outside the APIs, the API's access and execution logs, its functions.
      expect(logGroups.length).toBeGreaterThanOrEqual(7);
      for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(config.logRetention);

      const [root] = templates;
      const endpoints = Object.values(root?.findResources('AWS::SNS::Subscription') ?? {}).map(
        (subscription) => subscription.Properties.Endpoint,
      );
      expect(endpoints.sort()).toEqual([...config.alarmEmails].sort());
    },
    120_000,
  );

  it('has stages whose retention and recipients differ from dev, or the test above would prove nothing', () => {
    for (const config of [filledStages.staging, filledStages.prod]) {
      expect(config.logRetention).not.toBe(stages.dev.logRetention);
      expect(config.alarmEmails).not.toEqual(stages.dev.alarmEmails);
      expect(config.alarmEmails.length).toBeGreaterThan(0);
    }
  });

  it("sends the stage's e-mail from its verified sender, pushes through its applications, and pages below its SMS spend limit", () => {
    const config = filledStages.prod;
    const [root] = templatesOf(config);
    if (!root) throw new Error('no root template');
    root.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          MAIL_FROM: config.mailFrom,
          PUSH_APPLICATIONS: JSON.stringify(config.pushApplications),
        }),
      },
    });
    const statements = Object.values(root.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>,
    );
    const ses = JSON.stringify(statements.filter((s) => s.Action === 'ses:SendEmail'));
    expect(ses).toContain(`:identity/${config.mailFrom.split('@')[1]}`);
    expect(ses).toContain(`:identity/${config.mailFrom}`);
    expect(ses).not.toContain('example.com');
    const [spend] = Object.values(
      root.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'SMSMonthToDateSpentUSD' } }),
    );
    expect(spend?.Properties.Threshold).toBe(config.smsSpendLimitUsd * 0.8);
  });

  it('maps the APIs on its domain, makes the alias records in its hosted zone, and outputs where the name must point', () => {
    const config = filledStages.staging;
    const [root] = templatesOf(config);
    if (!root) throw new Error('no root template');
    root.hasResourceProperties('AWS::ApiGateway::DomainName', {
      DomainName: config.domain.name,
      RegionalCertificateArn: config.domain.certificateArn,
      EndpointConfiguration: { Types: ['REGIONAL'], IpAddressType: 'dualstack' },
    });
    for (const type of ['A', 'AAAA'])
      root.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${config.domain.name}.`,
        Type: type,
        HostedZoneId: config.domain.hostedZone?.id,
        AliasTarget: {
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Domain'), 'RegionalDomainName'] },
          HostedZoneId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Domain'), 'RegionalHostedZoneId'] },
        },
      });
    const outputs = root.toJSON().Outputs;
    expect(outputs.BaseUrl.Value).toBe(`https://${config.domain.name}/api/v1`);
    expect(outputs.RegionalDomainName.Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^Domain/), 'RegionalDomainName'],
    });
    expect(outputs.RegionalHostedZoneId.Value).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^Domain/), 'RegionalHostedZoneId'],
    });
  });

  it('without a hosted zone, makes no record but still outputs the regional name for external DNS', () => {
    const { hostedZone: _zone, ...domain } = filledStages.prod.domain;
    const [root] = templatesOf({ ...filledStages.prod, domain });
    root?.resourceCountIs('AWS::Route53::RecordSet', 0);
    expect(Object.keys(root?.toJSON().Outputs)).toEqual(
      expect.arrayContaining(['BaseUrl', 'RegionalDomainName', 'RegionalHostedZoneId']),
    );
  });

  it("throttles the API stages and the apps' plans as the stage's configuration says", () => {
    const config = filledStages.prod;
    const [root, api] = templatesOf(config);
    api?.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          ThrottlingRateLimit: config.throttle.rateLimit,
          ThrottlingBurstLimit: config.throttle.burstLimit,
        }),
      ]),
    });
    root?.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      UsagePlanName: 'real-estate-system-user-prod',
      Throttle: {
        RateLimit: config.limits['system-user'].rateLimit,
        BurstLimit: config.limits['system-user'].burstLimit,
      },
      Quota: Match.absent(),
    });
  });

  it("gives the staff functions the stage's CORS origins, and the payment page to the modules that link to it", () => {
    const config = filledStages.prod;
    const paying = resourceModules.filter((module) => module.grants.paymentPage);
    expect(paying.length).toBeGreaterThan(0);
    const { stack } = stageOf(config, structureOnly(), paying);
    const variables = stack.apis.flatMap((api) =>
      Object.values(Template.fromStack(api).findResources('AWS::Lambda::Function')).map(
        (fn) => fn.Properties.Environment.Variables,
      ),
    );
    expect(variables.length).toBe(paying.length);
    for (const environment of variables)
      expect(environment).toMatchObject({
        PAYMENT_GATEWAY_PAGE_URL: config.paymentPageUrl,
        CORS_ALLOWED_ORIGINS: config.corsOrigins.join(','),
      });
  });

  it('refuses to build staging or prod from the checked-in placeholders, naming each field in one message', () => {
    for (const config of [stages.staging, stages.prod]) {
      const build = () => stageOf(config);
      expect(build).toThrow(new RegExp(`stages\\.${config.name}\\.env\\.account: \\d+ is a placeholder; `));
      expect(build).toThrow(`stages.${config.name}.mailFrom: example.com is a placeholder`);
      expect(build).toThrow(`stages.${config.name}.paymentPageUrl: example.com is a placeholder`);
      expect(build).toThrow(`stages.${config.name}.corsOrigins[0]: example.com is a placeholder`);
    }
  });

  it("ignores the context's domain for a deployed stage, and keeps it for a developer's", () => {
    const context = {
      domainName: 'api.alice.aqar-dev.sa',
      certificateArn: 'arn:aws:acm:me-central-1:510987654321:certificate/1234',
    };
    const prod = stageOf(filledStages.prod, structureOnly(context)).stack;
    expect(Template.fromStack(prod).toJSON().Outputs.BaseUrl.Value).toBe(
      `https://${filledStages.prod.domain.name}/api/v1`,
    );
    const alice = stageOf({ ...stages.dev, name: 'alice' }, structureOnly(context)).stack;
    expect(Template.fromStack(alice).toJSON().Outputs.BaseUrl.Value).toBe(
      'https://api.alice.aqar-dev.sa/api/v1',
    );
  });
});
