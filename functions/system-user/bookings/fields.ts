import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';

/** The booking tab's path: the saleable detail is a unit. */
export const unitPath = z.object({ unit_id: idParameter() });

/** The `Idempotency-Key` header (headers arrive lower-cased), or undefined. */
export const idempotencyKey = (request: Pick<RequestInfo, 'event'>): string | undefined =>
  request.event.headers?.['idempotency-key'] ?? undefined;
