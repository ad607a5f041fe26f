import * as z from 'zod/mini';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { halalasOfSar } from '../../../shared/domain/money';
import { PURCHASE_PAYMENT_METHODS } from '../../../shared/domain/purchasing/order-payments';
import { paySupplyRequest } from '../../../shared/domain/supply-requests/supply-request-payments';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, dateText, numberText, text } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { supplyRequestPath } from './fields';

/**
 * POST {system_user_url}/purchasing/supply-requests/{supply_request_id}/payments: a payment of an
 * approved supply request (`amount` SAR with VAT, `method`, `payment_date`, `bank_reference`?):
 * `PV-YYYY-NNNNNN`, `pending`, submitted for approval (`purchase_payment`) in one transaction with
 * M3 (the request's payments never above its value) and the order's M1 and M2: over one, 422 on
 * `amount` naming `max_allowed`. `Idempotency-Key` required.
 */
export const staffPaySupplyRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/supply-requests/{supply_request_id}/payments',
    operationId: 'staffPaySupplyRequest',
    summary: 'purchase order supply request: create-payment',
    access: { kind: 'staff', ability: 'purchasing.payments.request' },
    response: { kind: 'single', record: 'StaffPurchasePayment', created: true, conflict: true },
    params: supplyRequestPath,
    body: z.object({
      amount: numberText({ min: 0.01 }),
      method: z.enum(PURCHASE_PAYMENT_METHODS),
      payment_date: dateText(),
      bank_reference: blankAsAbsent(text(100)),
    }),
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    const key = idempotentRequest(`staffPaySupplyRequest#${params.supply_request_id}`, viewer.id, header, {
      supply_request_id: params.supply_request_id,
      ...body,
    });
    return single(
      await paySupplyRequest(
        viewer,
        params.supply_request_id,
        {
          amount: halalasOfSar(body.amount),
          method: body.method,
          payment_date: body.payment_date,
          bank_reference: body.bank_reference,
        },
        key,
      ),
    );
  },
);
