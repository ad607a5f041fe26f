import type { RequestInfo } from './operation';

/** The `Idempotency-Key` header (headers arrive lower-cased), or undefined. */
export const idempotencyKey = (request: Pick<RequestInfo, 'event'>): string | undefined =>
  request.event.headers?.['idempotency-key'] ?? undefined;
