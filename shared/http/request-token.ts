import type { AccessToken } from '../auth/access-tokens';
import { UnauthenticatedError } from '../errors';
import type { RequestInfo } from './operation';

/** The bearer token the middleware verified for this request; a route that has none answers 401. */
export function requestToken(request: Pick<RequestInfo, 'token'>): AccessToken {
  if (!request.token) throw new UnauthenticatedError();
  return request.token;
}
