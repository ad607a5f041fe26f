import type { MetricUnit } from './embedded-metrics';

/**
 * Business events, counted where the domain commits them and published as metrics on the request's
 * log line (see shared/http/request-metrics.ts). Counted after the write commits and never on an
 * idempotent replay, so a retried payment is one payment.
 */
export const businessMetrics = {
  /** A payment recorded on a sale (cash, cheque, transfer, bank, or an online payment confirmed). */
  PaymentsLanded: 'Count',
  /** The amount of those payments, in SAR. */
  PaymentsLandedSar: 'None',
  /** A unit held for a client (an active or a waiting booking). */
  HoldsMade: 'Count',
} as const satisfies Record<string, MetricUnit>;

/** The name of a business metric. */
export type BusinessMetric = keyof typeof businessMetrics;

// Per invocation: Lambda runs one request at a time per container, and the request logger clears
// the tally before each request and takes it at the end.
let tally: Partial<Record<BusinessMetric, number>> = {};

/** Adds `value` (default 1) to a business metric of the current request. */
export function countBusinessEvent(metric: BusinessMetric, value = 1): void {
  tally[metric] = (tally[metric] ?? 0) + value;
}

/** The business metrics counted since the last call, and a fresh tally. */
export function takeBusinessEvents(): Partial<Record<BusinessMetric, number>> {
  const taken = tally;
  tally = {};
  return taken;
}
