import type { Caller, ClientCaller, StaffCaller } from '../domain/callers/callers';
import { UnauthenticatedError } from '../errors';
import type { RequestInfo } from './operation';

/**
 * The signed-in staff member the bearer middleware resolved for this request. A staff route always
 * has one; any other answers 401 (a route declared for another kind of caller).
 */
export function staffCaller(request: Pick<RequestInfo, 'caller'>): StaffCaller {
  if (request.caller?.kind !== 'staff') throw new UnauthenticatedError();
  return request.caller;
}

/** The signed-in client the bearer middleware resolved for this request (401 on any other route). */
export function clientCaller(request: Pick<RequestInfo, 'caller'>): ClientCaller {
  if (request.caller?.kind !== 'client') throw new UnauthenticatedError();
  return request.caller;
}

/**
 * The signed-in client or staff member, for an operation served on both surfaces (`servedAt`)
 * whose use case takes either; 401 on a route without a bearer.
 */
export function signedInCaller(request: Pick<RequestInfo, 'caller'>): Caller {
  if (!request.caller) throw new UnauthenticatedError();
  return request.caller;
}
