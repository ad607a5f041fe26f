import { LOCAL_DEMO_GATEWAY_SECRET } from '../../shared/auth/payment-gateway-secret';
import { gatewaySignature } from '../../shared/domain/sale-operations/gateway-signature';
import { GATEWAY_SIGNATURE, GATEWAY_TIMESTAMP } from './request-examples';

/**
 * An example's headers with the gateway markers filled over the raw body about to be sent: the
 * timestamp now (Unix seconds) and the signature with the local demo secret (never a real one).
 */
export function signedHeaders(
  headers: Readonly<Record<string, string>> | undefined,
  rawBody: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [
      name,
      value === GATEWAY_TIMESTAMP
        ? timestamp
        : value === GATEWAY_SIGNATURE
          ? gatewaySignature(LOCAL_DEMO_GATEWAY_SECRET, timestamp, rawBody)
          : value,
    ]),
  );
}
