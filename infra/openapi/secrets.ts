/**
 * Stored and documented examples are public: a captured answer must not keep the door code, a
 * bearer token, a hash, an OTP code or a presigned URL's signature the demo data happened to answer.
 */

/** What a stored example shows instead of a secret value. */
export const REDACTED = 'redacted';

/** What a stored example shows instead of a bearer token: still a token's shape, so it matches its schema. */
export const REDACTED_TOKEN = `0|${REDACTED.repeat(6)}`;

/** Fields whose string value is a secret: `token`, `unit_password`, `otp`, `*_hash`, `*_secret`, ... */
const SECRET_FIELD = /(^|_)(token|password|otp|hash|secret)$/;
const BEARER_TOKEN = /\b\d+\|[A-Za-z0-9]{48}\b/g;
const URL_SIGNATURE = /(X-Amz-Signature=)[0-9a-f]+/g;

const isPlaceholder = (value: string) => value === REDACTED || value === REDACTED_TOKEN;

/** A string with every token and URL signature in it replaced by its placeholder. */
function redactText(text: string): string {
  return text
    .replace(BEARER_TOKEN, (token) => (token === REDACTED_TOKEN ? token : REDACTED_TOKEN))
    .replace(URL_SIGNATURE, `$1${REDACTED}`);
}

/** A JSON value with its secrets replaced by the fixed placeholders (what capturing stores). */
export function redactSecrets(value: unknown, field = ''): unknown {
  if (typeof value === 'string') {
    if (!SECRET_FIELD.test(field) || isPlaceholder(value)) return redactText(value);
    return field.endsWith('token') ? REDACTED_TOKEN : REDACTED;
  }
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, field));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactSecrets(item, key)]));
}

/**
 * Where a JSON value still holds a secret, as JSON paths (`$.data.token`); `allowed` values are
 * published on purpose (the demo password of a request example).
 */
export function secretsIn(value: unknown, allowed: readonly string[] = [], path = '$', field = ''): string[] {
  if (typeof value === 'string') {
    if (allowed.includes(value) || isPlaceholder(value)) return [];
    const secret = SECRET_FIELD.test(field) || redactText(value) !== value;
    return secret ? [path] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => secretsIn(item, allowed, `${path}[${index}]`, field));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => secretsIn(item, allowed, `${path}.${key}`, key));
}
