/**
 * CORS for the browser back office (the system and staff surfaces): the stage allows its configured
 * origins (`corsOrigins`, CORS_ALLOWED_ORIGINS in the functions). API Gateway answers the preflight
 * itself, without keys (infra/stacks/api-stack.ts); the functions add the origin to every answer,
 * errors included. The local gateway does both the same way.
 */

/** The request headers a browser may send: the key pair, the token, the language and retries. */
export const CORS_ALLOW_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Api-Key',
  'X-Secret-Key',
] as const;
/** The answer headers a browser may read besides the simple ones. */
export const CORS_EXPOSE_HEADERS = ['Retry-After', 'X-Request-Id'] as const;
export const CORS_METHODS = ['GET', 'POST', 'DELETE', 'OPTIONS'] as const;
/** How long a browser keeps a preflight's answer. */
export const CORS_MAX_AGE_SECONDS = 3600;

/** The allowed origins of a comma-joined setting (CORS_ALLOWED_ORIGINS). */
export const originsOf = (setting: string | undefined): ReadonlySet<string> =>
  new Set(
    (setting ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );

/** The headers of an answer to `origin`: the origin itself when allowed (answers vary by origin). */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (allowed.size === 0) return {};
  if (!origin || !allowed.has(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS.join(','),
    Vary: 'Origin',
  };
}

/** The headers of a preflight's answer (204), as API Gateway's mock integration gives them. */
export function preflightHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return allowed.size === 0 ? {} : { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(','),
    'Access-Control-Allow-Methods': CORS_METHODS.join(','),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    Vary: 'Origin',
  };
}
