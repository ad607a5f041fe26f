import { Match, Template } from 'aws-cdk-lib/assertions';
import { Alarm, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { FUNCTIONS_PER_ERRORS_ALARM } from '../../../infra/constructs/canary-rollouts';
import { mountOf } from '../../../shared/http/route';
import { routeTableSynth } from '../support/shared-synth';
import { type Synthesized, synthesizeStructure } from '../support/structure';

let synthesized: Synthesized;
beforeAll(() => {
  synthesized = routeTableSynth();
}, 120_000);

describe('canary rollouts of the API functions', () => {
  it('gives every API function a live alias shifted 10 % for 5 minutes, rolled back on failure, stop or alarm', () => {
    for (const api of synthesized.root.apis) {
      const template = Template.fromStack(api);
      const modules = api.group.modules.length;
      template.resourceCountIs('AWS::Lambda::Function', modules);
      template.resourceCountIs('AWS::Lambda::Version', modules);
      template.resourceCountIs('AWS::Lambda::Alias', modules);
      template.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', modules);
      for (const [, group] of Object.entries(template.findResources('AWS::CodeDeploy::DeploymentGroup')))
        expect(group.Properties).toMatchObject({
          DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
          DeploymentStyle: { DeploymentType: 'BLUE_GREEN', DeploymentOption: 'WITH_TRAFFIC_CONTROL' },
          AutoRollbackConfiguration: {
            Enabled: true,
            Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
          },
          AlarmConfiguration: { Enabled: true, Alarms: [{ Name: expect.anything() }] },
        });
      // Each alias is shifted through CodeDeploy when CloudFormation updates it.
      const aliases = Object.values(template.findResources('AWS::Lambda::Alias'));
      for (const alias of aliases) {
        expect(alias.Properties.Name).toBe('live');
        expect(alias.UpdatePolicy?.CodeDeployLambdaAliasUpdate).toMatchObject({
          ApplicationName: expect.anything(),
          DeploymentGroupName: expect.anything(),
        });
      }
      // One application and one service role per API, not one per function.
      template.resourceCountIs('AWS::CodeDeploy::Application', 1);
      template.hasResourceProperties('AWS::CodeDeploy::Application', { ComputePlatform: 'Lambda' });
      const codeDeployRoles = Object.values(template.findResources('AWS::IAM::Role')).filter((role) =>
        JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('codedeploy.amazonaws.com'),
      );
      expect(codeDeployRoles).toHaveLength(1);
    }
  });

  it('sends every method to the live alias, never to the unpublished function', () => {
    for (const api of synthesized.root.apis) {
      const template = Template.fromStack(api);
      const aliasIds = Object.keys(template.findResources('AWS::Lambda::Alias'));
      const methods = Object.values(template.findResources('AWS::ApiGateway::Method')).filter(
        (method) => method.Properties.HttpMethod !== 'OPTIONS',
      );
      for (const method of methods) {
        const uri = JSON.stringify(method.Properties.Integration.Uri);
        expect(aliasIds.some((id) => uri.includes(`"Ref":"${id}"`))).toBe(true);
      }
      for (const permission of Object.values(template.findResources('AWS::Lambda::Permission')))
        expect(aliasIds).toContain(permission.Properties.FunctionName.Ref);
    }
  });

  it("rolls each canary back on an errors alarm over its own API's live aliases", () => {
    // The API with the most functions, so its canaries are watched by more than one alarm.
    const largest = [...synthesized.root.apis].sort(
      (a, b) => b.group.modules.length - a.group.modules.length,
    )[0];
    if (!largest) throw new Error('no API');
    const template = Template.fromStack(largest);
    const alarms = Object.entries(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(Math.ceil(largest.group.modules.length / FUNCTIONS_PER_ERRORS_ALARM));
    expect(alarms.length).toBeGreaterThan(1);
    let watched = 0;
    for (const [id, alarm] of alarms) {
      const metrics = alarm.Properties.Metrics as Array<{
        Expression?: string;
        MetricStat?: { Metric: object };
      }>;
      expect(metrics.find((metric) => metric.Expression)?.Expression).toBe('SUM(METRICS())');
      const stats = metrics.filter((metric) => metric.MetricStat);
      expect(stats.length).toBeLessThanOrEqual(10);
      for (const { MetricStat } of stats)
        expect(MetricStat?.Metric).toMatchObject({
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: expect.arrayContaining([
            { Name: 'Resource', Value: expect.objectContaining({ 'Fn::Join': expect.anything() }) },
          ]),
        });
      expect(JSON.stringify(stats)).toContain(':live');
      watched += stats.length;
      expect(alarm.Properties).toMatchObject({ Threshold: 1, TreatMissingData: 'notBreaching' });
      // The deployment groups of exactly the aliases it watches roll back on it.
      const groups = Object.values(template.findResources('AWS::CodeDeploy::DeploymentGroup')).filter(
        (group) => JSON.stringify(group.Properties.AlarmConfiguration.Alarms).includes(`"Ref":"${id}"`),
      );
      expect(groups).toHaveLength(stats.length);
    }
    expect(watched).toBe(largest.group.modules.length);
  });

  it('also rolls back on more alarms given for each function in its API stack', () => {
    const core = resourceModules.filter((module) => mountOf(module) === 'system-user').slice(0, 2);
    const given: string[] = [];
    const withAlarms = synthesizeStructure({
      modules: core,
      rollbackAlarmsFor: (fn) => {
        given.push(fn.node.id);
        return [
          new Alarm(fn, 'Latency', {
            metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Duration' }),
            threshold: 5000,
            evaluationPeriods: 1,
          }),
        ];
      },
    });
    expect(given).toHaveLength(core.length);
    const template = Template.fromStack(withAlarms.root.apis[0] ?? withAlarms.root);
    const groups = Object.values(template.findResources('AWS::CodeDeploy::DeploymentGroup'));
    expect(groups).toHaveLength(core.length);
    for (const group of groups) expect(group.Properties.AlarmConfiguration.Alarms).toHaveLength(2);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Duration', Threshold: 5000 });
    template.hasResourceProperties('AWS::CodeDeploy::DeploymentGroup', {
      AlarmConfiguration: { Alarms: Match.arrayWith([{ Name: Match.anyValue() }]) },
    });
  });
});
