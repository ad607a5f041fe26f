import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import {
  PURCHASE_PAYMENT_METHODS,
  updateOrderPayment,
} from '../../../shared/domain/purchasing/order-payments';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText, optionalDateText, text, uploadedFile } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { paymentPath, RECEIPT_MAX_BYTES } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/payments/{payment_id}/update:
 * a `pending` payment's fields (`purchasing.payments.request`; a new amount within M1 and M2 with
 * the old one given back, and within the approval chain it was submitted with), or an `approved`
 * payment executed by finance (`purchasing.payments.execute`): `paid_at` (default now),
 * `bank_reference`, `receipt` (a reference) or `receipt_file` (the slip, stored) → `paid`, the order's paid total and payment status moved. Another
 * status: 409.
 */
export const staffUpdatePurchaseOrderPayment = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-orders/{purchase_order_id}/payments/{payment_id}/update',
    operationId: 'staffUpdatePurchaseOrderPayment',
    summary: 'purchase order: purchase order payment edit pay',
    access: { kind: 'staff', ability: 'purchasing.orders.view' },
    response: { kind: 'single', record: 'StaffPurchasePayment', conflict: true },
    params: paymentPath,
    body: z.object({
      amount: blankAsAbsent(numberText({ min: 0.01 })),
      method: blankAsAbsent(z.enum(PURCHASE_PAYMENT_METHODS)),
      payment_date: optionalDateText(),
      bank_reference: blankAsAbsent(text(100)),
      paid_at: optionalDateText(),
      receipt: blankAsAbsent(text(255)),
      receipt_file: z.optional(uploadedFile(RECEIPT_MAX_BYTES)),
    }),
    limits: { maxFileBytes: RECEIPT_MAX_BYTES, maxFiles: 1 },
  },
  async ({ params, body, request }) =>
    single(
      await updateOrderPayment(staffCaller(request), params.purchase_order_id, params.payment_id, {
        ...body,
        amount: body.amount === undefined ? undefined : halalasOfSar(body.amount),
        paid_at: body.paid_at === undefined ? undefined : `${body.paid_at}T09:00:00.000Z`,
      }),
    ),
);
