import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/purchase-order-documents: seeded order 1 (issued). */
export const examples: ModuleExamples = {
  staffPurchaseOrderPrintContent: { path: { purchase_order_id: '1' }, query: { language: 'ar' } },
};
