import { Duration, Stack } from 'aws-cdk-lib';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type GraphWidgetProps,
  type IAlarm,
  type IMetric,
  type IWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../../shared/metrics/embedded-metrics';
import type { AlarmedFunction } from './function-alarms';
import {
  businessMetric,
  gatewayMetric,
  type MonitoredApi,
  requestLogMetric,
  serverErrorRate,
} from './metrics';

export interface OperationsDashboardProps {
  stage: string;
  apis: readonly MonitoredApi[];
  table: ITableV2;
  functions: ReadonlyArray<{ label: string; fn: AlarmedFunction }>;
  streams: ReadonlyArray<{ label: string; fn: AlarmedFunction }>;
  deadLetterQueues: ReadonlyArray<{ label: string; queue: IQueue }>;
  /** The stage's alarms, shown in one status widget. */
  alarms: readonly IAlarm[];
  /** The API functions' health alarms, in status widgets of ALARMS_PER_WIDGET each. */
  apiFunctionAlarms: readonly IAlarm[];
}

/** Alarms per status widget: the whole catalogue's API functions in a few readable grids, not one long one. */
export const ALARMS_PER_WIDGET = 100;

const FIVE_MINUTES = Duration.minutes(5);
const WIDE = 12;
const TALL = 6;

/** Every Lambda function of the stage's stacks (their names start with the stack's), one line each. */
const lambdaSearch = (stackName: string, metricName: string, statistic: string, label: string) =>
  new MathExpression({
    expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" "${stackName}"', '${statistic}', 300)`,
    label,
    period: FIVE_MINUTES,
  });

/** The request log's metric of every operation of the stage, one line each. */
const operationSearch = (stage: string, metricName: string, statistic: string) =>
  new MathExpression({
    expression: `SEARCH('{${METRICS_NAMESPACE},Stage,Api,OperationId} MetricName="${metricName}" Stage="${stage}"', '${statistic}', 300)`,
    label: metricName,
    period: FIVE_MINUTES,
  });

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const graph = (title: string, left: IMetric[], extra: Pick<GraphWidgetProps, 'right'> = {}) =>
  new GraphWidget({ title, left, width: WIDE, height: TALL, ...extra });

/**
 * The stage's one dashboard (`real-estate-<stage>`), read top to bottom: alarm states, the APIs,
 * the request log's metrics by operation, the functions, the stream and the table, messaging, and
 * the business. docs/operations-runbook.md says how to read it.
 */
export function operationsDashboard(
  scope: Construct,
  id: string,
  props: OperationsDashboardProps,
): Dashboard {
  const { stage, apis } = props;
  const stackName = Stack.of(scope).stackName;
  const rows: IWidget[][] = [
    [
      new TextWidget({
        markdown: `# Real-estate API, ${stage}\nAlarms and what to do first: docs/operations-runbook.md, "Alarms and the dashboard". Times in UTC; Riyadh is UTC+3.`,
        width: 24,
        height: 2,
      }),
    ],
    [
      new AlarmStatusWidget({
        title: 'Alarms of the stage',
        alarms: [...props.alarms],
        width: 24,
        height: 6,
      }),
    ],
    ...chunks(props.apiFunctionAlarms, ALARMS_PER_WIDGET).map((alarms, index, all) => [
      new AlarmStatusWidget({
        title: `API function health${all.length > 1 ? ` (${index + 1} of ${all.length})` : ''}`,
        alarms: [...alarms],
        width: 24,
        height: 6,
      }),
    ]),
    [
      graph(
        'Requests per API (API Gateway Count)',
        apis.map((api) => gatewayMetric(api, stage, 'Count', 'Sum').with({ label: api.mount })),
      ),
      graph(
        '5xx rate per API (% of requests, 0 under 20 requests)',
        apis.map((api) => serverErrorRate(api, stage)),
      ),
    ],
    [
      graph(
        'p99 latency per API (ms)',
        apis.map((api) => gatewayMetric(api, stage, 'Latency', 'p99').with({ label: api.mount })),
      ),
      graph(
        'Handled 500s per API (request log Errors5xx)',
        apis.map((api) => requestLogMetric(api, stage, 'Errors5xx', 'Sum').with({ label: api.mount })),
      ),
    ],
    [
      graph(
        '4xx per API (request log Errors4xx)',
        apis.map((api) => requestLogMetric(api, stage, 'Errors4xx', 'Sum').with({ label: api.mount })),
      ),
      graph('4xx by operation', [operationSearch(stage, 'Errors4xx', 'Sum')]),
    ],
    [
      graph('5xx by operation', [operationSearch(stage, 'Errors5xx', 'Sum')]),
      graph('p99 latency by operation (ms)', [operationSearch(stage, 'Latency', 'p99')]),
    ],
    [
      graph('Lambda errors by function', [lambdaSearch(stackName, 'Errors', 'Sum', 'errors')]),
      graph('Lambda throttles by function', [lambdaSearch(stackName, 'Throttles', 'Sum', 'throttles')]),
    ],
    [
      graph('Lambda p99 duration by function (ms)', [lambdaSearch(stackName, 'Duration', 'p99', 'p99')]),
      graph(
        'Functions outside the APIs: errors',
        props.functions.map(({ label, fn }) =>
          fn.metricErrors({ label, statistic: 'Sum', period: FIVE_MINUTES }),
        ),
      ),
    ],
    [
      graph(
        'Stream iterator age (ms; records expire after 24 h)',
        props.streams.map(({ label, fn }) =>
          fn.metric('IteratorAge', { label, statistic: 'Maximum', period: FIVE_MINUTES }),
        ),
      ),
      graph(
        'Dead-letter queues (messages waiting)',
        props.deadLetterQueues.map(({ label, queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({
            label,
            statistic: 'Maximum',
            period: FIVE_MINUTES,
          }),
        ),
      ),
    ],
    [
      graph('Table throttle events', [
        props.table.metric('ReadThrottleEvents', { label: 'reads', statistic: 'Sum', period: FIVE_MINUTES }),
        props.table.metric('WriteThrottleEvents', {
          label: 'writes',
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
      ]),
      graph('Table consumed capacity', [
        props.table.metric('ConsumedReadCapacityUnits', {
          label: 'read units',
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
        props.table.metric('ConsumedWriteCapacityUnits', {
          label: 'write units',
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
      ]),
    ],
    [
      graph('SMS spent this month (USD)', [
        new Metric({
          namespace: 'AWS/SNS',
          metricName: 'SMSMonthToDateSpentUSD',
          statistic: 'Maximum',
          period: Duration.hours(1),
          label: 'USD',
        }),
      ]),
      graph('E-mail bounce and complaint rates', [
        new Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.BounceRate',
          statistic: 'Maximum',
          period: Duration.hours(1),
          label: 'bounce rate',
        }),
        new Metric({
          namespace: 'AWS/SES',
          metricName: 'Reputation.ComplaintRate',
          statistic: 'Maximum',
          period: Duration.hours(1),
          label: 'complaint rate',
        }),
      ]),
    ],
    [
      new SingleValueWidget({
        title: 'Business today (last 24 hours)',
        metrics: ['PaymentsLanded', 'PaymentsLandedSar', 'HoldsMade'].map((name) =>
          businessMetric(stage, name, Duration.days(1)),
        ),
        width: WIDE,
        height: TALL,
      }),
      graph(
        'Payments landed and holds made per hour',
        [businessMetric(stage, 'PaymentsLanded'), businessMetric(stage, 'HoldsMade')],
        { right: [businessMetric(stage, 'PaymentsLandedSar')] },
      ),
    ],
  ];
  return new Dashboard(scope, id, {
    dashboardName: `real-estate-${stage}`,
    defaultInterval: Duration.hours(24),
    widgets: rows,
  });
}
