import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/purchase-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListPurchaseRequests: { query: { status: 'approved', per_page: '2' } },
  staffPurchaseRequestFilters: {},
  staffPurchaseRequestMainForm: {},
  staffStorePurchaseRequest: {
    body: {
      project_id: '1',
      project_item_id: '1',
      type: 'materials',
      priority: 'high',
      needed_by: '2026-12-20',
      title: 'Rebar and concrete for the ground floor slab',
      note: 'Deliver to gate 2 between 6 and 10 am.',
      lines:
        '[{"material_id":205,"amount":"12","estimated_unit_price":"1800.00","technical_specifications":"Grade 60, 16 mm"},{"material_id":101,"amount":"40"}]',
    },
  },
  staffShowPurchaseRequest: { path: { purchase_request_id: '{created:staffStorePurchaseRequest}' } },
};
