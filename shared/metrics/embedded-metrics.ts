/**
 * CloudWatch Embedded Metric Format (EMF): a JSON log line that carries an `_aws` block becomes
 * metrics when CloudWatch Logs ingests it, with no agent, no API call and no library in the bundle.
 * The values and the dimension values are the line's own top-level fields.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */

/** The namespace of the API's own metrics (the alarms and the dashboard read it). */
export const METRICS_NAMESPACE = 'RealEstateApi';

/** The units this API's metrics use (EMF accepts CloudWatch's unit names). */
export type MetricUnit = 'Count' | 'Milliseconds' | 'None';

/** One metric of a directive: its name (a top-level field of the line) and unit. */
export interface MetricDefinition {
  Name: string;
  Unit: MetricUnit;
}

/** Metrics and the dimension sets each of them is published under (each set is one metric in CloudWatch). */
export interface MetricDirective {
  dimensions: readonly (readonly string[])[];
  metrics: readonly MetricDefinition[];
}

/** The `_aws` block of an EMF line. */
export interface EmbeddedMetricsBlock {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: MetricDefinition[] }>;
  };
}

/** EMF allows at most 30 dimensions per set and 100 metrics per directive. */
const MAX_DIMENSIONS = 30;
const MAX_METRICS = 100;

/** The `_aws` block declaring `directives` in `namespace` at `timestamp` (ms since the epoch). */
export function embeddedMetricsBlock(
  namespace: string,
  directives: readonly MetricDirective[],
  timestamp: number,
): EmbeddedMetricsBlock {
  for (const directive of directives) {
    if (directive.metrics.length > MAX_METRICS) throw new Error(`EMF: over ${MAX_METRICS} metrics`);
    if (directive.dimensions.some((set) => set.length > MAX_DIMENSIONS))
      throw new Error(`EMF: over ${MAX_DIMENSIONS} dimensions in a set`);
  }
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: directives.map((directive) => ({
        Namespace: namespace,
        Dimensions: directive.dimensions.map((set) => [...set]),
        Metrics: directive.metrics.map((metric) => ({ ...metric })),
      })),
    },
  };
}
