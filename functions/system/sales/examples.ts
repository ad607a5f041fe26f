import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/sales, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListSaleRefunds: { query: { project_id: '1', per_page: '2' } },
  systemListSales: { query: { status: 'completed', project_id: '1', per_page: '2' } },
  systemShowSaleRefund: { path: { sale_refund_id: '1' } },
  systemShowSale: { path: { sale_id: '1' } },
};
