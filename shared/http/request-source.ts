import { sha256 } from '../auth/hashing';
import type { RequestInfo } from './operation';

/**
 * Where a request comes from, as one plain value for the domain's limits: the API key (its hash,
 * never the key itself) and the caller's IP as API Gateway saw it.
 */
export function requestSource(request: Pick<RequestInfo, 'event'>): string {
  const identity = request.event.requestContext?.identity;
  const apiKey = identity?.apiKey ?? request.event.headers?.['x-api-key'] ?? '';
  return `${sha256(apiKey).slice(0, 16)}#${identity?.sourceIp ?? 'unknown'}`;
}
