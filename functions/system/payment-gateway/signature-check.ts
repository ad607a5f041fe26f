import { paymentGatewaySecret } from '../../../shared/auth/payment-gateway-secret';
import {
  type SignatureRefusal,
  verifyGatewaySignature,
} from '../../../shared/domain/sale-operations/gateway-signature';
import { UnauthenticatedError } from '../../../shared/errors';
import type { RawBodyCheck } from '../../../shared/http/operation';
import type { MessageKey } from '../../../shared/i18n';

/** The headers the gateway signs with: hex HMAC-SHA256 of `<timestamp>.<raw body>`, and Unix seconds. */
export const SIGNATURE_HEADER = 'x-gateway-signature';
export const TIMESTAMP_HEADER = 'x-gateway-timestamp';

// A short reason code only: which part failed helps the gateway's operator, not a forger.
const MESSAGES: Record<SignatureRefusal, MessageKey> = {
  missing: 'sale_operations.gateway_signature_missing',
  bad_signature: 'sale_operations.gateway_bad_signature',
  stale_timestamp: 'sale_operations.gateway_stale_timestamp',
};

/** Refuses (401) a webhook whose signature or timestamp does not hold, before its body is parsed. */
export const gatewaySignatureCheck: RawBodyCheck = async (rawBody, headers) => {
  const refusal = verifyGatewaySignature(
    await paymentGatewaySecret(),
    rawBody,
    { signature: headers[SIGNATURE_HEADER], timestamp: headers[TIMESTAMP_HEADER] },
    new Date(),
  );
  if (refusal) throw new UnauthenticatedError(MESSAGES[refusal]);
};
