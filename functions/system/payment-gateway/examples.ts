import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import {
  GATEWAY_SIGNATURE,
  GATEWAY_TIMESTAMP,
  type LocalFixtures,
  type ModuleExamples,
} from '../../../infra/openapi/request-examples';

/**
 * The webhook reports paid a pending online payment of SAR 1,000 the local stack makes for each run
 * (`localFixture`, infra/local/seed/online-payment.ts): a JSON body signed at send time with the
 * local demo secret (the `{gateway-...}` headers).
 */
/** A pending online payment of SAR 1,000 with its payment link (answers `operation_id` and `token`). */
export const fixtures: LocalFixtures = {
  'sale-operations/online': async () =>
    (await import('../../../infra/local/seed/online-payment')).createDemoOnlinePayment(),
};

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
    // A payment is reported paid once: the Postman run reports one the local stack makes for it,
    // signed once its ids are in (signGatewayRequest: the signed-header markers).
    postman: {
      body: { operation_id: '{{online_operation_id}}', token: '{{online_operation_token}}' },
      prerequest: fromLocalFixture(
        'sale-operations/online',
        { online_operation_id: 'operation_id', online_operation_token: 'token' },
        ['  signGatewayRequest();'],
      ),
    },
  },
};
