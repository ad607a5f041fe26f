import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a webhook's timestamp may be (either way) before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a webhook is refused before it is read: no or bad signature, or a timestamp out of the window. */
export type SignatureRefusal = 'missing' | 'bad_signature' | 'stale_timestamp';

/** The gateway's signature of a webhook: hex HMAC-SHA256 over `<timestamp>.<raw body>` with the shared secret. */
export const gatewaySignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * Checks a webhook before its body is trusted: the signature over the raw body (compared in
 * constant time) and a timestamp (Unix seconds) within five minutes of now, so a captured call
 * replayed later is refused. Answers null when it holds, else why not.
 */
export function verifyGatewaySignature(
  secret: string,
  rawBody: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  now: Date,
): SignatureRefusal | null {
  if (!secret || !headers.signature || !headers.timestamp) return 'missing';
  const seconds = Number(headers.timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS)
    return 'stale_timestamp';
  const expected = Buffer.from(gatewaySignature(secret, headers.timestamp, rawBody), 'hex');
  const given = Buffer.from(headers.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'bad_signature';
}
