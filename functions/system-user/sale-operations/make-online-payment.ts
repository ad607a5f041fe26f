import * as z from 'zod/mini';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { halalasOfSar } from '../../../shared/domain/money';
import { makeOnlinePayment } from '../../../shared/domain/sale-operations/online-payment';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { single } from '../../../shared/http/envelopes';
import { numberText, optionalIntegerText } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { saleOperationsPath, saleParams } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/operations/online-payment: a `pending_gateway`
 * operation (`amount` in SAR) with a payment link good for 30 minutes; it counts in the sale's totals
 * only once the gateway reports it paid. Over the balance 422 on `amount`; a sale that takes no
 * payment 409. An `Idempotency-Key` header makes a retry answer the first operation.
 */
export const staffMakeOnlinePayment = defineOperation(
  {
    method: 'POST',
    path: `${saleOperationsPath}/online-payment`,
    operationId: 'staffMakeOnlinePayment',
    summary: 'SalesSupportSaleTab: make online payment',
    access: { kind: 'staff', ability: 'sales.payments.manage' },
    response: { kind: 'single', record: 'SaleOperation', created: true, conflict: true },
    params: saleParams,
    body: z.object({
      amount: numberText({ min: 0.01 }),
      schedule_line: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const key = idempotentRequest('staffMakeOnlinePayment', viewer.id, idempotencyKey(request), {
      sale_id: params.sale_id,
      ...body,
    });
    const operation = await makeOnlinePayment(
      viewer,
      params.sale_id,
      { amount: halalasOfSar(body.amount), schedule_line: body.schedule_line },
      key,
    );
    return single(operationRecord(operation));
  },
);
