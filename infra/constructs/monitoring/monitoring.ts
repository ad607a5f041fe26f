import { Duration } from 'aws-cdk-lib';
import { type Alarm, type IAlarm, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { camelOf } from '../../stacks/api-layout';
import { pagingAlarm } from './alarm-kit';
import type { AlarmTopic } from './alarm-topic';
import { type AlarmedFunction, FunctionAlarms } from './function-alarms';
import { gatewayMetric, type MonitoredApi, requestLogMetric, serverErrorRate } from './metrics';
import { operationsDashboard } from './operations-dashboard';

/** A function to alarm on, by the name the alarms and the dashboard give it. */
export interface LabelledFunction {
  label: string;
  fn: AlarmedFunction;
}

export interface MonitoringProps {
  stage: string;
  topic: AlarmTopic;
  /** The REST APIs. */
  apis: readonly MonitoredApi[];
  /**
   * The APIs' functions, in their nested stacks: their health alarms are made here, in the root,
   * reading each function by name (a nested-stack output), so they cost no API stack's budget.
   */
  apiFunctions: readonly LabelledFunction[];
  table: ITableV2;
  /** Functions outside the APIs (notifier, sweeper, scheduler, print renderer). */
  functions: readonly LabelledFunction[];
  /** Functions on the table's stream: their iterator age. */
  streams: readonly LabelledFunction[];
  /** Dead-letter queues: any message in one is work that failed for good. */
  deadLetterQueues: ReadonlyArray<{ label: string; queue: IQueue }>;
  /** The account's SNS monthly SMS spend limit (USD): the spend alarm pages at a share of it, before SMS stop. */
  smsSpendLimitUsd: number;
}

/** Thresholds, with the reasons in docs/operations-runbook.md ("Alarms and the dashboard"). */
export const thresholds = {
  /** Percent of an API's requests answered 5xx in 5 minutes, 2 periods of 3. */
  serverErrorRatePercent: 5,
  /** p99 latency of an API (ms), 3 periods of 5 minutes in a row. */
  latencyP99Ms: 5_000,
  /** Handled 500s (the request log's Errors5xx) of an API in 5 minutes. */
  handledServerErrors: 5,
  /** Oldest stream record a function has not processed (ms): records expire after 24 hours. */
  iteratorAgeMs: 60 * 60 * 1000,
  /** Table read and write throttle events in 5 minutes. */
  tableThrottles: 10,
  /** SES bounce rate (AWS reviews the account at 5 % and may pause sending at 10 %). */
  bounceRate: 0.05,
  /** Share of the account's SMS spend limit at which the spend alarm pages (SMS stop at the limit). */
  smsSpendShareOfLimit: 0.8,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The stage's alarms, all in the root stack and paging the alarm topic, and its dashboard: per API
 * the 5xx rate, p99 latency and handled 500s; per function (the APIs' and the others) its health
 * alarm; stream iterator age and dead letters (stream records expire after 24 hours: page the
 * same day); table throttles; SMS spend and SES bounces.
 */
export class Monitoring extends Construct {
  /** Every alarm made here. */
  readonly alarms: readonly IAlarm[];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { stage } = props;
    const action = props.topic.action;
    const alarms: Alarm[] = [];
    const page = (alarmId: string, alarmProps: Parameters<typeof pagingAlarm>[3]) => {
      const alarm = pagingAlarm(this, alarmId, action, alarmProps);
      alarms.push(alarm);
      return alarm;
    };

    for (const api of props.apis) {
      const name = camelOf(api.mount);
      page(`${name}ServerErrorRate`, {
        alarmDescription: `API ${api.mount}: over ${thresholds.serverErrorRatePercent} % of requests answered 5xx (API Gateway 5XXError/Count) in 2 of 3 5-minute periods`,
        metric: serverErrorRate(api, stage),
        threshold: thresholds.serverErrorRatePercent,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
      });
      page(`${name}LatencyP99`, {
        alarmDescription: `API ${api.mount}: p99 latency at or over ${thresholds.latencyP99Ms} ms for 15 minutes`,
        metric: gatewayMetric(api, stage, 'Latency', 'p99'),
        threshold: thresholds.latencyP99Ms,
        evaluationPeriods: 3,
      });
      page(`${name}HandledServerErrors`, {
        alarmDescription: `API ${api.mount}: ${thresholds.handledServerErrors} or more handled 500s (request log Errors5xx) in 5 minutes: look for "request failed" in its functions' logs`,
        metric: requestLogMetric(api, stage, 'Errors5xx', 'Sum'),
        threshold: thresholds.handledServerErrors,
        evaluationPeriods: 1,
      });
    }

    const functionAlarms = new FunctionAlarms(this, 'Functions', { action });
    for (const { label, fn } of props.functions) functionAlarms.alarmsFor(fn, label);
    const apiFunctionAlarms = new FunctionAlarms(this, 'ApiFunctions', { action });
    for (const { label, fn } of props.apiFunctions) apiFunctionAlarms.alarmsFor(fn, label);

    for (const { label, fn } of props.streams)
      page(`${label}IteratorAge`, {
        alarmDescription: `${label}: the oldest unprocessed stream record is over an hour old; records expire after 24 hours, so fix it today`,
        metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES }),
        threshold: thresholds.iteratorAgeMs,
        evaluationPeriods: 1,
      });
    for (const { label, queue } of props.deadLetterQueues)
      page(`${label}DeadLetters`, {
        alarmDescription: `${label}: work failed after its retries and waits in the dead-letter queue; a stream record's position is only good for 24 hours: replay it today`,
        metric: queue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: FIVE_MINUTES,
        }),
        threshold: 1,
        evaluationPeriods: 1,
      });

    page('TableThrottles', {
      alarmDescription: `The table throttled ${thresholds.tableThrottles} or more reads and writes in 5 minutes (callers got 429)`,
      metric: new MathExpression({
        expression: 'FILL(reads, 0) + FILL(writes, 0)',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
          writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
        },
        label: 'throttle events',
        period: FIVE_MINUTES,
      }),
      threshold: thresholds.tableThrottles,
      evaluationPeriods: 1,
    });

    const smsSpendUsd = Math.round(props.smsSpendLimitUsd * thresholds.smsSpendShareOfLimit * 100) / 100;
    page('SmsSpend', {
      alarmDescription: `SMS spent this month reached ${smsSpendUsd} USD, ${thresholds.smsSpendShareOfLimit * 100} % of the account's SNS spend limit of ${props.smsSpendLimitUsd} USD; at the limit SMS stop (OTP and sign-in codes with them)`,
      metric: new Metric({
        namespace: 'AWS/SNS',
        metricName: 'SMSMonthToDateSpentUSD',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      threshold: smsSpendUsd,
      evaluationPeriods: 1,
    });
    page('EmailBounceRate', {
      alarmDescription: `SES bounce rate at or over ${thresholds.bounceRate * 100} %: AWS reviews the account there and may pause sending at 10 %`,
      metric: new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      threshold: thresholds.bounceRate,
      evaluationPeriods: 1,
    });

    const stageAlarms = [...alarms, ...[...functionAlarms.byFunction.values()].flat()];
    const apiHealthAlarms = [...apiFunctionAlarms.byFunction.values()].flat();
    this.alarms = [...stageAlarms, ...apiHealthAlarms];
    operationsDashboard(this, 'Dashboard', {
      stage,
      apis: props.apis,
      table: props.table,
      functions: props.functions,
      streams: props.streams,
      deadLetterQueues: props.deadLetterQueues,
      alarms: stageAlarms,
      apiFunctionAlarms: apiHealthAlarms,
    });
  }
}
