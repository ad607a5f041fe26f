import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/supply-request-receipts, on the demo data of
 * `npm start`: a receipt of everything still open on an approved supply request the local stack
 * makes for it (8 t of rebar and 200 bags of cement to the site store).
 */
export const fixtures: LocalFixtures = {
  'supply-requests/approved-for-receipt': async () =>
    (await import('../../../infra/local/seed/goods-receipts')).approvedSupplyRequest(),
};

export const examples: ModuleExamples = {
  staffStoreSupplyRequestReceipt: {
    path: { supply_request_id: '{fixture}' },
    headers: { 'Idempotency-Key': 'example-grn-of-the-approved-supply-request' },
    body: { delivery_note_number: 'DN-5540', note: 'First call-off delivered complete' },
    localFixture: 'supply-requests/approved-for-receipt',
    postman: {
      path: { supply_request_id: '{{approved_supply_request_id}}' },
      prerequest: fromLocalFixture('supply-requests/approved-for-receipt', {
        approved_supply_request_id: 'id',
      }),
    },
  },
};
