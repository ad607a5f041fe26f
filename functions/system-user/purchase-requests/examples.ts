import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/purchase-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListPurchaseRequests: { query: { status: 'approved', per_page: '2' } },
  staffPurchaseRequestFilters: {},
  staffPurchaseRequestMainForm: {},
};
