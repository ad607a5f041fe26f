import {
  GATEWAY_SIGNATURE,
  GATEWAY_TIMESTAMP,
  type ModuleExamples,
} from '../../../infra/openapi/request-examples';

/**
 * The webhook reports paid a pending online payment of SAR 1,000 the local stack makes for each run
 * (`localFixture`, infra/local/seed/online-payment.ts): a JSON body signed at send time with the
 * local demo secret (the `{gateway-...}` headers).
 */
export const examples: ModuleExamples = {
  systemPaymentGatewayWebhook: {
    localFixture: 'sale-operations/online',
    json: true,
    body: {
      operation_id: '{fixture:operation_id}',
      token: '{fixture:token}',
      status: 'paid',
      amount: '1000.00',
      gateway_reference: 'GW-DEMO-{unique}',
    },
    headers: { 'X-Gateway-Timestamp': GATEWAY_TIMESTAMP, 'X-Gateway-Signature': GATEWAY_SIGNATURE },
  },
};
