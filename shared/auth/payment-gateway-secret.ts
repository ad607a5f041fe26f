import { stageSecret } from './stage-secret';

/**
 * The secret the payment gateway signs its webhooks with. In AWS it lives in Secrets Manager
 * (PAYMENT_GATEWAY_SECRET_ARN, read once per container); the local stack gives granted functions
 * that variable too, and reads PAYMENT_GATEWAY_SECRET (or the fixed local demo value) in its place.
 */

/** The local stack's demo value (never a real secret): the local gateway route and the examples sign with it. */
export const LOCAL_DEMO_GATEWAY_SECRET = 'local-demo-gateway-secret-not-for-production';

/** The gateway's webhook secret, loaded once per container (a failed load is tried again next call). */
export const paymentGatewaySecret = /* @__PURE__ */ stageSecret(
  'PAYMENT_GATEWAY_SECRET_ARN',
  { variable: 'PAYMENT_GATEWAY_SECRET', fallback: LOCAL_DEMO_GATEWAY_SECRET },
  'payment gateway',
);
