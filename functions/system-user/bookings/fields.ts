import * as z from 'zod/mini';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { type StaffViewer, staffViewer } from '../../../shared/domain/users/row-scope';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** The booking tab's path: the saleable detail is a unit. */
export const unitPath = z.object({ unit_id: idParameter() });

/** The caller as row scope (what they see) and as actor (what the booking life cycle lets them do). */
export async function bookingCaller(
  request: Pick<RequestInfo, 'token'>,
): Promise<{ viewer: StaffViewer; actor: Actor }> {
  const token = requestToken(request);
  return {
    viewer: await staffViewer(token.ownerId),
    actor: { kind: 'staff', id: token.ownerId, abilities: token.abilities },
  };
}

/** The `Idempotency-Key` header (headers arrive lower-cased), or undefined. */
export const idempotencyKey = (request: Pick<RequestInfo, 'event'>): string | undefined =>
  request.event.headers?.['idempotency-key'] ?? undefined;
