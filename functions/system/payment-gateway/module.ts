import { declareModule } from '../../../shared/http/module';

/**
 * system/payment-gateway: one Lambda, the online payment gateway's webhook. The system surface's key
 * pair as every system route, and the gateway's HMAC signature over the raw body (its secret is
 * bound by the `paymentGateway` grant).
 */
export const systemPaymentGateway = declareModule({
  surface: 'system',
  resource: 'payment-gateway',
  grants: { table: 'readwrite', paymentGateway: true },
  access: { kind: 'keys' },
});
