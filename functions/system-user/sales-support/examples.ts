import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/sales-support, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffSalesSupportIndex: { query: { per_page: '2' } },
  staffSalesSupportIndexFilters: {},
  staffSaleableDetailFilters: {},
  staffSalesAttentionRequestFilters: {},
  staffProjectSaleable: { path: { project_id: '1' }, query: { status: 'available', per_page: '2' } },
  staffProjectSaleableFilters: { path: { project_id: '1' } },
  staffProjectAttentionRequests: { path: { project_id: '1' }, query: { per_page: '2' } },
};
