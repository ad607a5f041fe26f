import { describe, expect, it } from 'vitest';
import { countBusinessEvent, takeBusinessEvents } from '../../../shared/metrics/business-events';
import { embeddedMetricsBlock } from '../../../shared/metrics/embedded-metrics';

describe('embedded metrics block', () => {
  it('copies the directives, so a caller changing its lists later does not change a written line', () => {
    const dimensions = [['Stage']];
    const block = embeddedMetricsBlock('Ns', [{ dimensions, metrics: [{ Name: 'A', Unit: 'Count' }] }], 5);
    dimensions[0]?.push('Api');
    expect(block._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['Stage']]);
    expect(block._aws.Timestamp).toBe(5);
  });

  it('refuses what CloudWatch would drop: over 30 dimensions in a set, over 100 metrics', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => `D${index}`);
    expect(() => embeddedMetricsBlock('Ns', [{ dimensions: [many(31)], metrics: [] }], 0)).toThrow(
      /dimensions/,
    );
    const metrics = many(101).map((Name) => ({ Name, Unit: 'Count' as const }));
    expect(() => embeddedMetricsBlock('Ns', [{ dimensions: [], metrics }], 0)).toThrow(/metrics/);
  });
});

describe('business events', () => {
  it('sums the events of a request and starts afresh once taken', () => {
    takeBusinessEvents();
    countBusinessEvent('PaymentsLanded');
    countBusinessEvent('PaymentsLanded');
    countBusinessEvent('PaymentsLandedSar', 250.25);
    expect(takeBusinessEvents()).toEqual({ PaymentsLanded: 2, PaymentsLandedSar: 250.25 });
    expect(takeBusinessEvents()).toEqual({});
  });
});
