import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

const seed = () => import('../../../infra/local/seed/supply-requests');

/**
 * A working request for each operation of system-user/supply-requests, on the demo data of
 * `npm start`: a supply request is called off demo order 1 (concrete, for the site store,
 * warehouse 2), edited and sent to acceptance; a draft the local stack makes is deleted; the
 * seeded approved supply request is paid (a fixed `Idempotency-Key`: a rerun answers the first).
 */
export const fixtures: LocalFixtures = {
  'purchase-orders/1/lines': async () => {
    const { orderLines } = await import('../../../shared/domain/purchasing/record-lines');
    const [concrete, rebar] = await orderLines(1);
    return { id: 1, concrete_line_id: concrete?.id ?? 0, rebar_line_id: rebar?.id ?? 0 };
  },
  'supply-requests/draft': async () => (await seed()).draftSupplyRequest([5, 0]),
  'supply-requests/approved': async () => (await seed()).approvedSupplyRequest(),
};

const orderLinesPostman = {
  prerequest: fromLocalFixture('purchase-orders/1/lines', { po_1_concrete_line_id: 'concrete_line_id' }),
};

export const examples: ModuleExamples = {
  staffSupplyRequestFormData: { path: { purchase_order_id: '1' } },
  staffStoreSupplyRequest: {
    path: { purchase_order_id: '1' },
    body: {
      warehouse_id: '2',
      requested_delivery_date: '2026-12-10',
      note: 'Raft foundation of Building C, pump from 6 am',
      'po_detail_ids[]': '{fixture:concrete_line_id}',
      'quantities[]': '40',
    },
    localFixture: 'purchase-orders/1/lines',
    postman: { body: { 'po_detail_ids[]': '{{po_1_concrete_line_id}}' }, ...orderLinesPostman },
  },
  staffUpdateSupplyRequest: {
    path: { supply_request_id: '{created:staffStoreSupplyRequest}' },
    body: { requested_delivery_date: '2026-12-12', note: 'Moved two days: the formwork is late' },
  },
  staffSendSupplyRequest: {
    path: { supply_request_id: '{created:staffStoreSupplyRequest}' },
    after: ['staffUpdateSupplyRequest'],
  },
  staffDeleteSupplyRequest: {
    path: { supply_request_id: '{fixture}' },
    localFixture: 'supply-requests/draft',
    postman: {
      path: { supply_request_id: '{{draft_supply_request_id}}' },
      prerequest: fromLocalFixture('supply-requests/draft', { draft_supply_request_id: 'id' }),
    },
  },
  staffPaySupplyRequest: {
    path: { supply_request_id: '{fixture}' },
    headers: { 'Idempotency-Key': 'example-sr-approved-delivery-payment' },
    body: {
      amount: '20000',
      method: 'bank_transfer',
      payment_date: '2026-11-30',
      bank_reference: 'FT26334410',
    },
    localFixture: 'supply-requests/approved',
    postman: {
      path: { supply_request_id: '{{approved_supply_request_id}}' },
      prerequest: fromLocalFixture('supply-requests/approved', { approved_supply_request_id: 'id' }),
    },
  },
};
