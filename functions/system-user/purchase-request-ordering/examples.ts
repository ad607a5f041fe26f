import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/purchase-request-ordering, on the demo data
 * of `npm start`: request 1's first offer; a quoted request of its own to compare, and one with an
 * approved comparison to order from (`localFixture`, infra/local/seed/purchasing.ts).
 */
export const fixtures: LocalFixtures = {
  'purchase-request-ordering/quoted': async () =>
    (await import('../../../infra/local/seed/purchasing')).createDemoQuotedRequest(false),
  'purchase-request-ordering/compared': async () =>
    (await import('../../../infra/local/seed/purchasing')).createDemoQuotedRequest(true),
};

export const examples: ModuleExamples = {
  staffShowRequestOffer: { path: { purchase_request_id: '1', offer_id: '1' } },
  staffCompareOffers: {
    localFixture: 'purchase-request-ordering/quoted',
    path: { purchase_request_id: '{fixture}' },
    body: {
      'awards[]': '{fixture:award}',
      justification: 'Lowest price and the shortest delivery; all three offers are valid.',
    },
    // A request is compared once: the Postman run quotes one of its own each time.
    postman: {
      path: { purchase_request_id: '{{quoted_request_id}}' },
      body: { 'awards[]': '{{quoted_award}}' },
      prerequest: fromLocalFixture('purchase-request-ordering/quoted', {
        quoted_request_id: 'id',
        quoted_award: 'award',
      }),
    },
  },
  staffSendOrder: {
    localFixture: 'purchase-request-ordering/compared',
    path: { purchase_request_id: '{fixture}' },
    headers: { 'Idempotency-Key': 'example-send-order' },
    body: { advance_pct: '30', note: 'Deliver to the Building C site gate.' },
    // A request is ordered once: the Postman run compares one of its own each time.
    postman: {
      path: { purchase_request_id: '{{compared_request_id}}' },
      prerequest: fromLocalFixture('purchase-request-ordering/compared', { compared_request_id: 'id' }),
    },
  },
};
