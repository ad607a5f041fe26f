import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { stages } from '../../../infra/config/stages';
import {
  defaultFirewallLimits,
  signInPathRegex,
  signInSegmentsOf,
} from '../../../infra/constructs/edge-firewall';
import { apiGroupsOf } from '../../../infra/stacks/api-layout';
import { filledStages } from '../support/filled-config';
import { routeTableSynth, variantsSynth } from '../support/shared-synth';
import type { Synthesized } from '../support/structure';

let synthesized: Synthesized;
beforeAll(() => {
  synthesized = routeTableSynth();
}, 120_000);

interface Rule {
  Name: string;
  Priority: number;
  Statement: Record<string, Record<string, unknown>>;
  Action?: unknown;
}
const rules = (): Rule[] => {
  const [acl] = Object.values(Template.fromStack(synthesized.root).findResources('AWS::WAFv2::WebACL'));
  return acl?.Properties.Rules;
};

describe('the edge: WAF and usage plans', () => {
  it('associates one regional web ACL with every REST API stage', () => {
    const root = Template.fromStack(synthesized.root);
    root.resourceCountIs('AWS::WAFv2::WebACL', 1);
    root.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    expect(synthesized.root.apis).toHaveLength(apiGroupsOf(resourceModules).length);
    for (const api of synthesized.root.apis) {
      const template = Template.fromStack(api);
      template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
      const [apiId] = Object.keys(template.findResources('AWS::ApiGateway::RestApi'));
      const [stageId] = Object.keys(template.findResources('AWS::ApiGateway::Stage'));
      const [association] = Object.values(template.findResources('AWS::WAFv2::WebACLAssociation'));
      // The ARN of this API's stage, and the root's web ACL passed in as a parameter.
      const arn = JSON.stringify(association?.Properties.ResourceArn);
      expect(arn).toContain(`{"Ref":"${apiId}"},"/stages/",{"Ref":"${stageId}"}`);
      expect(association?.Properties.WebACLArn).toEqual({ Ref: expect.stringMatching(/Firewall/) });
    }
  });

  it('runs the AWS managed rule groups, counting only the body rules uploads and print templates trip', () => {
    const managed = rules().filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    const common = managed.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('limits every client IP, and sign-in, code and password routes far more strictly, answering 429', () => {
    const byName = new Map(rules().map((rule) => [rule.Name, rule]));
    const all = byName.get('AllPerIp')?.Statement.RateBasedStatement;
    const signIn = byName.get('SignInPerIp')?.Statement.RateBasedStatement;
    expect(all).toMatchObject({ AggregateKeyType: 'IP', Limit: defaultFirewallLimits.perIp });
    expect(all?.ScopeDownStatement).toBeUndefined();
    expect(signIn).toMatchObject({ AggregateKeyType: 'IP', Limit: defaultFirewallLimits.signInPerIp });
    expect(defaultFirewallLimits.signInPerIp).toBeLessThan(defaultFirewallLimits.perIp / 10);
    for (const rule of [byName.get('AllPerIp'), byName.get('SignInPerIp')])
      expect(rule?.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' } },
      });
    // Its regex matches every sign-in, code and password route of the route table, on either address.
    const scope = signIn?.ScopeDownStatement as { RegexMatchStatement: { RegexString: string } };
    const regex = new RegExp(scope.RegexMatchStatement.RegexString);
    const paths = resourceModules.flatMap((module) => module.routes.map((route) => route.path));
    const sensitive = paths.filter((path) => /login|otp|password/.test(path));
    expect(sensitive.length).toBeGreaterThanOrEqual(9);
    for (const path of sensitive) {
      expect(`/api/v1/client${path}`).toMatch(regex);
      expect(`/prod${path}`).toMatch(regex);
    }
    for (const path of [
      '/api/v1/client/profile',
      '/prod/notifications',
      '/api/v1/system/units/login-history',
    ])
      expect(path).not.toMatch(regex);
    expect(signInPathRegex(signInSegmentsOf(sensitive))).toBe(scope.RegexMatchStatement.RegexString);
  });

  it("sets each surface's usage-plan throttle from the stage's configuration, a monthly quota on partner keys only", () => {
    // The prod stage: its limits differ from dev's, so the plans prove they come from its configuration.
    const prod = filledStages.prod;
    const root = Template.fromStack(variantsSynth().root);
    const surfaces = [...new Set(apiGroupsOf(resourceModules).map((group) => group.surface))];
    expect(surfaces.length).toBeGreaterThanOrEqual(3);
    for (const surface of surfaces) {
      const limits = prod.limits[surface];
      root.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
        UsagePlanName: `real-estate-${surface}-prod`,
        Throttle: { RateLimit: limits.rateLimit, BurstLimit: limits.burstLimit },
        // Every app user calls with the one apps key: a quota on it would stop all of them at once.
        Quota:
          surface === 'integrations'
            ? { Limit: prod.limits.integrations.monthlyQuota, Period: 'MONTH' }
            : Match.absent(),
      });
    }
    expect(prod.limits.client.rateLimit).toBeGreaterThan(stages.dev.limits.client.rateLimit);
    root.hasResourceProperties('AWS::ApiGateway::ApiKey', {
      Name: Match.stringLikeRegexp('real-estate-prod-apps'),
    });
  });

  it("throttles each API stage at the stage's configured rate, not below any usage plan's", () => {
    const prod = filledStages.prod;
    const plans = Object.values(prod.limits);
    expect(prod.throttle.rateLimit).toBeGreaterThanOrEqual(Math.max(...plans.map((plan) => plan.rateLimit)));
    expect(prod.throttle.burstLimit).toBeGreaterThanOrEqual(
      Math.max(...plans.map((plan) => plan.burstLimit)),
    );
    for (const api of variantsSynth().root.apis)
      Template.fromStack(api).hasResourceProperties('AWS::ApiGateway::Stage', {
        MethodSettings: Match.arrayWith([
          Match.objectLike({
            ThrottlingRateLimit: prod.throttle.rateLimit,
            ThrottlingBurstLimit: prod.throttle.burstLimit,
          }),
        ]),
      });
  });
});
