import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of client/sales, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  clientListSales: { query: { per_page: '2' } },
  clientStatistics: {},
  clientShowSale: { path: { sale_id: '1' } },
};
