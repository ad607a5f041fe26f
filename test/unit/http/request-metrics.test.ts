import { describe, expect, it } from 'vitest';
import { requestMetricFields } from '../../../shared/http/request-metrics';

const base = {
  stage: 'prod',
  api: 'system-user/sales-support',
  operationId: 'staffPayOperation',
  latencyMs: 42,
  timestamp: 1_750_000_000_000,
};

/** The values CloudWatch would extract from a line: each metric of each directive under each set. */
function extracted(fields: Record<string, unknown>) {
  const block = fields._aws as {
    CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }>;
  };
  return block.CloudWatchMetrics.flatMap((directive) =>
    directive.Dimensions.flatMap((set) =>
      directive.Metrics.map((metric) => ({
        namespace: directive.Namespace,
        name: metric.Name,
        dimensions: Object.fromEntries(set.map((dimension) => [dimension, fields[dimension]])),
        value: fields[metric.Name],
      })),
    ),
  );
}

describe('request metrics (Embedded Metric Format)', () => {
  it('declares requests, 4xx, 5xx and latency per API and per operation in RealEstateApi', () => {
    const fields = requestMetricFields({ ...base, statusCode: 201 });
    expect(fields._aws).toEqual({
      Timestamp: base.timestamp,
      CloudWatchMetrics: [
        {
          Namespace: 'RealEstateApi',
          Dimensions: [
            ['Stage', 'Api'],
            ['Stage', 'Api', 'OperationId'],
          ],
          Metrics: [
            { Name: 'Requests', Unit: 'Count' },
            { Name: 'Errors4xx', Unit: 'Count' },
            { Name: 'Errors5xx', Unit: 'Count' },
            { Name: 'Latency', Unit: 'Milliseconds' },
          ],
        },
      ],
    });
    expect(fields).toMatchObject({
      Stage: 'prod',
      Api: 'system-user/sales-support',
      OperationId: 'staffPayOperation',
      Requests: 1,
      Errors4xx: 0,
      Errors5xx: 0,
      Latency: 42,
    });
  });

  it.each([
    [200, 0, 0],
    [302, 0, 0],
    [404, 1, 0],
    [422, 1, 0],
    [429, 1, 0],
    [500, 0, 1],
    [502, 0, 1],
  ])('counts a %i as %i 4xx and %i 5xx (a handled 500 included)', (statusCode, errors4xx, errors5xx) => {
    const fields = requestMetricFields({ ...base, statusCode });
    expect([fields.Errors4xx, fields.Errors5xx]).toEqual([errors4xx, errors5xx]);
  });

  it('gives every dimension and metric it declares a value on the line, as CloudWatch requires', () => {
    const fields = requestMetricFields({
      ...base,
      statusCode: 500,
      events: { PaymentsLanded: 1, PaymentsLandedSar: 1500.5 },
    });
    const metrics = extracted(fields);
    for (const metric of metrics) {
      expect(typeof metric.value, metric.name).toBe('number');
      for (const value of Object.values(metric.dimensions)) expect(typeof value).toBe('string');
    }
    expect(metrics).toContainEqual({
      namespace: 'RealEstateApi',
      name: 'Errors5xx',
      dimensions: { Stage: 'prod', Api: 'system-user/sales-support' },
      value: 1,
    });
    expect(metrics).toContainEqual({
      namespace: 'RealEstateApi',
      name: 'PaymentsLandedSar',
      dimensions: { Stage: 'prod' },
      value: 1500.5,
    });
  });

  it('adds a business directive per stage only for the events the request committed', () => {
    expect(requestMetricFields({ ...base, statusCode: 200 })._aws.CloudWatchMetrics).toHaveLength(1);
    const fields = requestMetricFields({ ...base, statusCode: 201, events: { HoldsMade: 1 } });
    expect(fields._aws.CloudWatchMetrics[1]).toEqual({
      Namespace: 'RealEstateApi',
      Dimensions: [['Stage']],
      Metrics: [{ Name: 'HoldsMade', Unit: 'Count' }],
    });
    expect(fields.HoldsMade).toBe(1);
    expect(fields).not.toHaveProperty('PaymentsLanded');
  });
});
