import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/purchase-orders, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListPurchaseOrders: { query: { per_page: '1' } },
  systemListRaiseBudgets: { query: { status: 'approved', purchase_order_id: '1', per_page: '2' } },
  systemShowPurchaseOrder: { path: { purchase_order_id: '1' } },
  systemShowRaiseBudget: { path: { raise_budget_id: '1' } },
};
