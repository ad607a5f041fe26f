import { corsHeaders, originsOf } from '../cors';
import type { ApiMiddleware } from './state';

/**
 * Adds the CORS headers to every answer of the function, errors included, for an allowed Origin
 * (CORS_ALLOWED_ORIGINS, read once when the function starts; none on the client surface).
 */
export function corsResponder(): ApiMiddleware {
  const allowed = originsOf(process.env.CORS_ALLOWED_ORIGINS);
  const addHeaders: NonNullable<ApiMiddleware['after']> = async (request) => {
    if (allowed.size === 0 || !request.response) return;
    const headers = corsHeaders(request.event?.headers?.origin, allowed);
    request.response.headers = { ...request.response.headers, ...headers };
  };
  return { after: addHeaders, onError: addHeaders };
}
