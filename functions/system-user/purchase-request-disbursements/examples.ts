import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/purchase-request-disbursements, on the demo
 * data of `npm start`: a disbursement fills an approved request made for it by the local stack (its
 * quantities are taken once), 20 bags of cement from the main store (warehouse 1).
 */
export const fixtures: LocalFixtures = {
  'purchase-requests/from-stock': async () =>
    (await import('../../../infra/local/seed/disbursements')).approvedStockRequest(),
};

export const examples: ModuleExamples = {
  staffStoreDisbursementOrder: {
    path: { purchase_request_id: '{fixture}' },
    body: {
      warehouse_id: '1',
      note: 'Plastering of the first floor',
      'request_details_ids[]': '{fixture:cement_line_id}',
      'quantities[]': '20',
    },
    localFixture: 'purchase-requests/from-stock',
    postman: {
      path: { purchase_request_id: '{{stock_request_id}}' },
      body: { 'request_details_ids[]': '{{stock_request_line_id}}' },
      prerequest: fromLocalFixture('purchase-requests/from-stock', {
        stock_request_id: 'id',
        stock_request_line_id: 'cement_line_id',
      }),
    },
  },
};
