import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/purchase-orders (helper C's print-content
 * apart), on the demo data of `npm start`: the seeded order 1 (issued, partially paid), a payment
 * asked on it and then edited while pending. The payment's `Idempotency-Key` is fixed: a rerun on
 * the same stack answers the first payment.
 */
export const examples: ModuleExamples = {
  staffListPurchaseOrders: { query: { status: 'issued', per_page: '5' } },
  staffPurchaseOrderFilters: {},
  staffShowPurchaseOrder: { path: { purchase_order_id: '1' } },
  staffPurchasePaymentFormData: { path: { purchase_order_id: '1' } },
  staffPayPurchaseOrder: {
    path: { purchase_order_id: '1' },
    headers: { 'Idempotency-Key': 'example-po-1-second-delivery-payment' },
    body: {
      amount: '50000',
      method: 'bank_transfer',
      payment_date: '2026-11-25',
      bank_reference: 'FT26330199',
    },
  },
  staffUpdatePurchaseOrderPayment: {
    path: { purchase_order_id: '1', payment_id: '{created:staffPayPurchaseOrder}' },
    body: { bank_reference: 'FT26330200' },
  },
};
