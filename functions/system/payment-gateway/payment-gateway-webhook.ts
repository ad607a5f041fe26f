import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { settleOnlinePayment } from '../../../shared/domain/sale-operations/online-payment';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { single } from '../../../shared/http/envelopes';
import { integerText, numberText, requiredText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { gatewaySignatureCheck } from './signature-check';

/**
 * POST /system/payment-gateway/webhook: the gateway reports an online payment `paid` or `failed`
 * (signed: `X-Gateway-Signature`, `X-Gateway-Timestamp`; 401 before the body is read when either
 * fails). `amount` (SAR) must be the operation's (422); an unknown operation or token 404. A paid
 * report runs pay's one transaction; a repeated report answers the operation unchanged; a report
 * after the link expired expires it (409), one the balance no longer holds fails it (the gateway refunds).
 */
export const systemPaymentGatewayWebhook = defineOperation(
  {
    method: 'POST',
    path: '/payment-gateway/webhook',
    operationId: 'systemPaymentGatewayWebhook',
    summary: 'Payment gateway: webhook (a signed report of an online payment, paid or failed)',
    extra: true,
    response: { kind: 'single', record: 'SaleOperation', notFound: true, conflict: true },
    rawBodyCheck: gatewaySignatureCheck,
    body: z.object({
      operation_id: integerText({ min: 1 }),
      token: requiredText(100),
      status: z.enum(['paid', 'failed']),
      amount: numberText({ min: 0.01 }),
      gateway_reference: z.optional(text(100)),
    }),
  },
  async ({ body }) =>
    single(
      operationRecord(
        await settleOnlinePayment({
          operation_id: body.operation_id,
          token: body.token,
          outcome: body.status,
          amount: halalasOfSar(body.amount),
          gateway_reference: body.gateway_reference || undefined,
        }),
      ),
    ),
);
