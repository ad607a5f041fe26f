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
  staffStorePurchaseRequestComment: {
    path: { purchase_request_id: '{created:staffStorePurchaseRequest}' },
    body: { body: 'The supplier asked for the slab drawings: attached.' },
  },
  staffCancelPurchaseRequest: {
    path: { purchase_request_id: '{created:staffStorePurchaseRequest}' },
    body: { reason: 'The slab was poured from stock.' },
    after: ['staffShowPurchaseRequest', 'staffStorePurchaseRequestComment'],
  },
  // Offers are recorded on an approved request with no offer of the supplier: the seeded masonry
  // request 4 (its cement line 7), by Gulf Building Supplies (user 8); a rerun replaces that offer.
  staffUpdatePurchaseRequest: {
    path: { purchase_request_id: '4' },
    body: {
      offers:
        '[{"supplier_id":8,"offer_number":5521,"valid_until":"2030-12-31","payment_terms":"30% advance, 70% on delivery","delivery_days":"10","lines":[{"request_details_id":7,"qty":"300","one_piece_price":"16.40","vat_rate":"15","expected_delivery_date":"2030-12-15"}]}]',
    },
  },
  staffDeletePurchaseRequest: {
    path: { purchase_request_id: '{created:staffStorePurchaseRequest}' },
    after: ['staffCancelPurchaseRequest'],
  },
};
