import * as z from 'zod/mini';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** Every route of a sale's settings names its sale (STAFF-DOMAIN 6.11). */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });

/** The caller's row scope and the caller as the life cycles' actor. */
export async function callerOf(request: Pick<RequestInfo, 'token'>) {
  const token = requestToken(request);
  const actor: Actor = { kind: 'staff', id: token.ownerId, abilities: token.abilities };
  return { viewer: await staffViewer(token.ownerId), actor };
}
