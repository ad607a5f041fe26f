import { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { METRICS_NAMESPACE } from '../../../shared/metrics/embedded-metrics';

/** A REST API as its metrics name it: API Gateway by name and stage, the request log by mount. */
export interface MonitoredApi {
  /** `client`, `system-user/crm`: the `Api` dimension of the request log's metrics. */
  mount: string;
  /** The REST API's name: the `ApiName` dimension of AWS/ApiGateway. */
  restApiName: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** An AWS/ApiGateway metric of one API's stage (no label: a labelled metric makes its alarm a metric-math one). */
export const gatewayMetric = (api: MonitoredApi, stage: string, metricName: string, statistic: string) =>
  new Metric({
    namespace: 'AWS/ApiGateway',
    metricName,
    dimensionsMap: { ApiName: api.restApiName, Stage: stage },
    statistic,
    period: FIVE_MINUTES,
  });

/** 5XXError / Count in percent, 0 under 20 requests (two failures of three requests are not a rate). */
export function serverErrorRate(api: MonitoredApi, stage: string): MathExpression {
  // Ids unique per API: the dashboard graphs every API's rate in one widget.
  const key = api.mount.replace(/[^A-Za-z0-9]/g, '_');
  const [errors, requests] = [`errors_${key}`, `requests_${key}`];
  return new MathExpression({
    expression: `IF(${requests} >= 20, 100 * FILL(${errors}, 0) / ${requests}, 0)`,
    usingMetrics: {
      [errors]: gatewayMetric(api, stage, '5XXError', 'Sum'),
      [requests]: gatewayMetric(api, stage, 'Count', 'Sum'),
    },
    label: api.mount,
    period: FIVE_MINUTES,
  });
}

/** A metric the request log line carries (shared/http/request-metrics.ts), per API. */
export const requestLogMetric = (api: MonitoredApi, stage: string, metricName: string, statistic: string) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { Stage: stage, Api: api.mount },
    statistic,
    period: FIVE_MINUTES,
  });

/** A business metric of the stage (shared/metrics/business-events.ts). */
export const businessMetric = (stage: string, metricName: string, period = Duration.hours(1)) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { Stage: stage },
    statistic: 'Sum',
    period,
    label: metricName,
  });
