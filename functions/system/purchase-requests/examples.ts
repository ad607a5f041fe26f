import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/purchase-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListPurchaseRequests: { query: { status: 'approved', project_id: '1' } },
  systemShowPurchaseRequest: { path: { purchase_request_id: '1' } },
};
