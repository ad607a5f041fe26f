import { type BusinessMetric, businessMetrics } from '../metrics/business-events';
import {
  type EmbeddedMetricsBlock,
  embeddedMetricsBlock,
  METRICS_NAMESPACE,
  type MetricDirective,
} from '../metrics/embedded-metrics';

/** What one request's metrics are made of. */
export interface RequestMetricsInput {
  /** The API Gateway stage (`requestContext.stage`): staging and prod never mix on one graph. */
  stage: string;
  /** The REST API, by its mount (`client`, `system-user/crm`): the alarms are per API. */
  api: string;
  /** The matched route's operationId; `unmatched` before a route was found. */
  operationId: string;
  statusCode: number;
  latencyMs: number;
  /** Business events the request committed (payments landed, holds made). */
  events?: Partial<Record<BusinessMetric, number>>;
  timestamp: number;
}

/** The top-level fields of the request line that hold the dimension and metric values. */
export interface RequestMetricFields extends EmbeddedMetricsBlock {
  Stage: string;
  Api: string;
  OperationId: string;
  Requests: number;
  Errors4xx: number;
  Errors5xx: number;
  Latency: number;
  [businessMetric: string]: unknown;
}

/**
 * Every request, per API and per operation. The status class is a metric of 0 or 1 rather than a
 * dimension: Sum counts the class, Average is its rate (what the handled-500 alarm reads), and the
 * number of metrics (each billed) stays 4 per operation instead of 4 per operation and class.
 */
const requestDirective: MetricDirective = {
  dimensions: [
    ['Stage', 'Api'],
    ['Stage', 'Api', 'OperationId'],
  ],
  metrics: [
    { Name: 'Requests', Unit: 'Count' },
    { Name: 'Errors4xx', Unit: 'Count' },
    { Name: 'Errors5xx', Unit: 'Count' },
    { Name: 'Latency', Unit: 'Milliseconds' },
  ],
};

/**
 * The embedded metrics of one request, to spread into its log line: requests, 4xx and 5xx (handled
 * 500s included, which answer JSON and never reach Lambda's Errors metric) and latency, per API and
 * per operation; and the business events it committed, per stage, only when there were some.
 */
export function requestMetricFields(input: RequestMetricsInput): RequestMetricFields {
  const events = Object.entries(input.events ?? {}).filter(
    (entry): entry is [BusinessMetric, number] => typeof entry[1] === 'number',
  );
  const directives: MetricDirective[] = [requestDirective];
  if (events.length > 0)
    directives.push({
      dimensions: [['Stage']],
      metrics: events.map(([name]) => ({ Name: name, Unit: businessMetrics[name] })),
    });
  const statusClass = Math.floor(input.statusCode / 100);
  return {
    ...embeddedMetricsBlock(METRICS_NAMESPACE, directives, input.timestamp),
    Stage: input.stage,
    Api: input.api,
    OperationId: input.operationId,
    Requests: 1,
    Errors4xx: statusClass === 4 ? 1 : 0,
    Errors5xx: statusClass === 5 ? 1 : 0,
    Latency: input.latencyMs,
    ...Object.fromEntries(events),
  };
}
