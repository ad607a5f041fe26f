import * as z from 'zod/mini';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { halalasOfSar } from '../../../shared/domain/money';
import { operationRecord } from '../../../shared/domain/sale-operations/operation-record';
import { payOperation } from '../../../shared/domain/sale-operations/pay';
import { PAYMENT_METHODS } from '../../../shared/domain/sale-operations/sale-operations';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText, optionalIntegerText, text } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { paidAtText, saleOperationsPath, saleParams } from './fields';

/**
 * POST {system_user_url}/sales-support/sales/{sale_id}/operations/pay: records money received
 * (`amount` in SAR) with the year's next receipt number, paying `schedule_line` (a plan line's
 * sequence) else the oldest unpaid lines, in one transaction guarded by the balance: over it 422
 * on `amount` naming it. A draft sale takes only its earnest money and down payment; another state
 * answers 409. An `Idempotency-Key` header makes a retry answer the first operation.
 */
export const staffPayOperation = defineOperation(
  {
    method: 'POST',
    path: `${saleOperationsPath}/pay`,
    operationId: 'staffPayOperation',
    summary: 'SalesSupportSaleTab: pay operation',
    access: { kind: 'staff', ability: 'sales.payments.manage' },
    response: { kind: 'single', record: 'SaleOperation', created: true, conflict: true },
    params: saleParams,
    body: z.object({
      amount: numberText({ min: 0.01 }),
      method: z.enum(PAYMENT_METHODS.filter((method) => method !== 'online') as [string, ...string[]]),
      paid_at: paidAtText(),
      reference_no: blankAsAbsent(text(100)),
      schedule_line: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const key = idempotentRequest('staffPayOperation', viewer.id, idempotencyKey(request), {
      sale_id: params.sale_id,
      ...body,
    });
    const operation = await payOperation(
      viewer,
      params.sale_id,
      {
        amount: halalasOfSar(body.amount),
        method: body.method as (typeof PAYMENT_METHODS)[number],
        paid_at: body.paid_at ?? new Date().toISOString(),
        reference_no: body.reference_no ?? null,
        schedule_line: body.schedule_line,
      },
      key,
    );
    return single(operationRecord(operation));
  },
);
