import { type CfnResource, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { stages } from '../../../infra/config/stages';
import { thresholds } from '../../../infra/constructs/monitoring/monitoring';
import { routeTableSynth } from '../support/shared-synth';
import type { Synthesized } from '../support/structure';

type Resource = { Type: string; Properties: Record<string, any> };

let stacks: Synthesized;
let root: Template;
let topicId: string;
beforeAll(() => {
  stacks = routeTableSynth();
  root = Template.fromStack(stacks.root);
  [topicId = ''] = Object.keys(root.findResources('AWS::SNS::Topic'));
}, 120_000);

const alarmsOf = (template: Template) =>
  Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];

/** The metric names an alarm reads, whether a single metric or a metric-math alarm. */
const metricNamesOf = (alarm: Resource): string[] =>
  alarm.Properties.MetricName
    ? [alarm.Properties.MetricName]
    : (alarm.Properties.Metrics as Array<{ MetricStat?: { Metric: { MetricName: string } } }>)
        .map((query) => query.MetricStat?.Metric.MetricName)
        .filter((name): name is string => Boolean(name));

/** The alarm (of the root) reading `metricName` with a dimension whose value is `value`. */
function rootAlarm(metricName: string, value?: unknown): Resource {
  const found = alarmsOf(root).filter(
    (alarm) =>
      metricNamesOf(alarm).includes(metricName) &&
      (value === undefined || JSON.stringify(alarm).includes(JSON.stringify(value))),
  );
  expect(found, `${metricName} ${JSON.stringify(value)}`).toHaveLength(1);
  return found[0] as Resource;
}

describe('alarm topic', () => {
  it('is encrypted with a rotated key of its own that CloudWatch may use, and TLS-only', () => {
    const [keyId] = Object.keys(
      root.findResources('AWS::KMS::Key', { Properties: { EnableKeyRotation: true } }),
    );
    root.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
    });
    root.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    root.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('alarms', () => {
  it("pages the topic from every alarm of the root; the API stacks hold only their canaries' rollback alarms", () => {
    for (const alarm of alarmsOf(root)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
    for (const nested of stacks.root.apis) {
      const template = Template.fromStack(nested);
      const rollbackAlarms = new Set(
        Object.values(template.findResources('AWS::CodeDeploy::DeploymentGroup')).flatMap((group) =>
          (group.Properties.AlarmConfiguration.Alarms as Array<{ Name: { Ref: string } }>).map(
            (alarm) => alarm.Name.Ref,
          ),
        ),
      );
      const alarms = template.findResources('AWS::CloudWatch::Alarm');
      expect(Object.keys(alarms).sort()).toEqual([...rollbackAlarms].sort());
      // They roll back; the root's health alarm of the same function is the one that pages.
      for (const alarm of Object.values(alarms)) expect(alarm.Properties.AlarmActions).toBeUndefined();
    }
  });

  it('watches every REST API: 5xx rate (5XXError / Count), p99 latency and handled 500s', () => {
    for (const { api, group } of stacks.root.apis) {
      const rate = rootAlarm('5XXError', api.restApiName);
      const queries = rate.Properties.Metrics as Array<Record<string, any>>;
      expect(queries.find((query) => query.Expression)?.Expression).toMatch(/errors_\w+, 0\) \/ requests_/);
      expect(metricNamesOf(rate).sort()).toEqual(['5XXError', 'Count']);
      expect(rate.Properties.Threshold).toBe(thresholds.serverErrorRatePercent);

      const latency = rootAlarm('Latency', api.restApiName);
      expect(latency.Properties).toMatchObject({
        Namespace: 'AWS/ApiGateway',
        ExtendedStatistic: 'p99',
        EvaluateLowSampleCountPercentile: 'ignore',
        Dimensions: expect.arrayContaining([{ Name: 'ApiName', Value: api.restApiName }]),
      });

      const handled = rootAlarm('Errors5xx', group.mount);
      expect(handled.Properties).toMatchObject({
        Namespace: 'RealEstateApi',
        Statistic: 'Sum',
        Dimensions: expect.arrayContaining([
          { Name: 'Api', Value: group.mount },
          { Name: 'Stage', Value: 'test' },
        ]),
      });
    }
  });

  it("watches every API function's errors, throttles and p99 duration near its timeout, from the root by name", () => {
    let functions = 0;
    for (const nested of stacks.root.apis) {
      const template = Template.fromStack(nested);
      const nestedId = stacks.root.getLogicalId(nested.nestedStackResource as CfnResource);
      const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
      for (const [id, lambda] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
        // The nested stack outputs the function's name; the root's alarm reads that output.
        const [output] = Object.entries(outputs).filter(
          ([, candidate]) => JSON.stringify(candidate.Value) === JSON.stringify({ Ref: id }),
        );
        expect(output, id).toBeDefined();
        const byName = { 'Fn::GetAtt': [nestedId, `Outputs.${output?.[0]}`] };
        const mine = alarmsOf(root).filter((alarm) => JSON.stringify(alarm).includes(JSON.stringify(byName)));
        expect(mine, id).toHaveLength(1);
        const queries = mine[0]?.Properties.Metrics as Array<Record<string, any>>;
        expect(metricNamesOf(mine[0] as Resource).sort()).toEqual(['Duration', 'Errors', 'Throttles']);
        expect(
          queries.find((query) => query.MetricStat?.Metric.MetricName === 'Duration')?.MetricStat.Stat,
        ).toBe('p99');
        const limit = Math.round((lambda as Resource).Properties.Timeout * 1000 * 0.8);
        expect(queries.find((query) => query.Expression)?.Expression).toContain(`>= ${limit}`);
        functions += 1;
      }
    }
    expect(functions).toBe(resourceModules.length);
  });

  it('watches the functions outside the APIs the same way', () => {
    const lambdas = root.findResources('AWS::Lambda::Function');
    expect(Object.keys(lambdas)).toHaveLength(4);
    for (const id of Object.keys(lambdas)) {
      const mine = alarmsOf(root).filter(
        (alarm) =>
          metricNamesOf(alarm).includes('Errors') &&
          JSON.stringify(alarm).includes(JSON.stringify({ Ref: id })),
      );
      expect(mine, id).toHaveLength(1);
    }
  });

  it('pages the same day on stream iterator age and on dead letters: stream records expire after 24 hours', () => {
    const streamFunctions = Object.values(root.findResources('AWS::Lambda::EventSourceMapping')).map(
      (mapping) => (mapping as Resource).Properties.FunctionName as { Ref: string },
    );
    expect(streamFunctions).toHaveLength(2);
    for (const fn of streamFunctions) {
      const age = rootAlarm('IteratorAge', fn);
      expect(age.Properties).toMatchObject({ Statistic: 'Maximum', Threshold: thresholds.iteratorAgeMs });
      expect(thresholds.iteratorAgeMs).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    }
    const queues = Object.keys(root.findResources('AWS::SQS::Queue'));
    expect(queues).toHaveLength(3);
    for (const queue of queues) {
      const depth = rootAlarm('ApproximateNumberOfMessagesVisible', { 'Fn::GetAtt': [queue, 'QueueName'] });
      expect(depth.Properties).toMatchObject({ Threshold: 1, Period: 300, EvaluationPeriods: 1 });
    }
  });

  it('watches the table throttles, the SMS spend and the e-mail bounce rate', () => {
    const [table = ''] = Object.keys(root.findResources('AWS::DynamoDB::GlobalTable'));
    const throttles = rootAlarm('ReadThrottleEvents', { Ref: table });
    expect(metricNamesOf(throttles).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    // Below the account's SNS spend limit (the stage's `smsSpendLimitUsd`), where SMS stop.
    expect(rootAlarm('SMSMonthToDateSpentUSD').Properties).toMatchObject({
      Namespace: 'AWS/SNS',
      Threshold: stages.dev.smsSpendLimitUsd * thresholds.smsSpendShareOfLimit,
    });
    expect(thresholds.smsSpendShareOfLimit).toBeLessThan(1);
    expect(rootAlarm('Reputation.BounceRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: thresholds.bounceRate,
    });
  });
});

describe('dashboard', () => {
  it("is one per stage and graphs the alarms' metrics, the request log's and the business events", () => {
    const dashboards = Object.values(root.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]?.Properties.DashboardName).toBe('real-estate-test');
    const body = JSON.stringify(dashboards[0]?.Properties.DashboardBody);
    for (const metric of [
      '5XXError',
      'Latency',
      'Errors5xx',
      'Errors4xx',
      'OperationId',
      'AWS/Lambda',
      'Throttles',
      'IteratorAge',
      'ApproximateNumberOfMessagesVisible',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
      'SMSMonthToDateSpentUSD',
      'Reputation.BounceRate',
      'PaymentsLanded',
      'PaymentsLandedSar',
      'HoldsMade',
    ])
      expect(body, metric).toContain(metric);
    for (const { api } of stacks.root.apis) expect(body).toContain(api.restApiName);
    // The API functions' health alarms in a status widget of their own, every one of them.
    expect(body).toContain('API function health');
    const healthAlarms = Object.entries(root.findResources('AWS::CloudWatch::Alarm')).filter(([, alarm]) =>
      metricNamesOf(alarm as Resource).includes('Duration'),
    );
    expect(healthAlarms.length).toBeGreaterThanOrEqual(resourceModules.length);
    for (const [id] of healthAlarms)
      expect(body, id).toContain(JSON.stringify({ 'Fn::GetAtt': [id, 'Arn'] }));
    expect(Stack.of(stacks.root.monitoring).stackName).toBe(stacks.root.stackName);
  });
});
