import * as z from 'zod/mini';
import { idempotentRequest } from '../../../shared/domain/idempotency/idempotency';
import { halalasOfSar } from '../../../shared/domain/money';
import { PURCHASE_PAYMENT_METHODS, payOrder } from '../../../shared/domain/purchasing/order-payments';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, dateText, numberText, text, uploadedFile } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { orderPath, RECEIPT_MAX_BYTES, requestPayments } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/payments: asks a payment
 * of an issued order (`amount` in SAR with VAT, `method`, `payment_date`, `bank_reference`?):
 * `PV-YYYY-NNNNNN`, `pending`, submitted for approval (`purchase_payment`) in one transaction with
 * the order's guards M1 (never above the total) and M2 (never ahead of the advance and the value
 * received): over either, 422 on `amount` naming `max_allowed`. `Idempotency-Key` required.
 */
export const staffPayPurchaseOrder = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-orders/{purchase_order_id}/payments',
    operationId: 'staffPayPurchaseOrder',
    summary: 'purchase order: purchase order payment pay',
    access: requestPayments,
    response: { kind: 'single', record: 'StaffPurchasePayment', created: true, conflict: true },
    params: orderPath,
    body: z.object({
      amount: numberText({ min: 0.01 }),
      method: z.enum(PURCHASE_PAYMENT_METHODS),
      payment_date: dateText(),
      bank_reference: blankAsAbsent(text(100)),
      receipt_file: z.optional(uploadedFile(RECEIPT_MAX_BYTES)),
    }),
    limits: { maxFileBytes: RECEIPT_MAX_BYTES, maxFiles: 1 },
  },
  async ({ params, body, request }) => {
    const viewer = staffCaller(request);
    const header = idempotencyKey(request);
    if (header === undefined) throw ValidationError.forField('Idempotency-Key', 'validation.required');
    // Keys are per order: one key sent for two orders asks two payments.
    const key = idempotentRequest(`staffPayPurchaseOrder#${params.purchase_order_id}`, viewer.id, header, {
      purchase_order_id: params.purchase_order_id,
      ...body,
    });
    return single(
      await payOrder(
        viewer,
        params.purchase_order_id,
        {
          amount: halalasOfSar(body.amount),
          method: body.method,
          payment_date: body.payment_date,
          bank_reference: body.bank_reference,
          receipt_file: body.receipt_file,
        },
        key,
      ),
    );
  },
);
