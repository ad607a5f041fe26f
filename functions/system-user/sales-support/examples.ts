import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/sales-support, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  salesSupportIndex: { query: { per_page: '2' } },
  salesSupportIndexFilters: {},
  salesSupportSaleableDetailFilters: {},
  salesSupportAttentionRequestFilters: {},
  salesSupportProjectSaleable: { path: { project_id: '1' }, query: { status: 'available', per_page: '2' } },
  salesSupportProjectSaleableFilters: { path: { project_id: '1' } },
  salesSupportProjectAttentionRequests: { path: { project_id: '1' }, query: { per_page: '2' } },
};
