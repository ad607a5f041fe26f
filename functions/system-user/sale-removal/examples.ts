import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-removal, on the demo data of `npm start`:
 * the preview reads the sale the init-sale example creates (it holds money: blocked); delete takes a
 * draft sale holding no money and force delete a cancelled one, each made for it by the local stack
 * (`localFixture`; the Postman run deletes then removes one of its own: `postman`).
 */
const ownSale = { sale_id: '{fixture:sale_id}' };

/** A draft sale holding no money, and a cancelled one (each answers its `sale_id`). */
export const fixtures: LocalFixtures = {
  'sales/deletable': async () =>
    (await import('../../../infra/local/seed/sale-removal')).createDemoDeletableSale(),
  'sales/cancelled': async () =>
    (await import('../../../infra/local/seed/sale-removal')).createDemoCancelledSale(),
};

export const examples: ModuleExamples = {
  staffGetDeletedSaleData: { path: { sale_id: '{created:staffInitSale}' } },
  staffDeleteSale: {
    path: ownSale,
    query: { reason: 'The client withdrew before paying' },
    localFixture: 'sales/deletable',
    // A sale is deleted once: delete and force delete work on a draft sale holding no money made for the run.
    postman: {
      path: { sale_id: '{{deletable_sale_id}}' },
      prerequest: fromLocalFixture('sales/deletable', { deletable_sale_id: 'sale_id' }),
    },
  },
  staffForceDeleteSale: {
    path: ownSale,
    localFixture: 'sales/cancelled',
    after: ['staffDeleteSale'],
    postman: { path: { sale_id: '{{deletable_sale_id}}' } },
  },
};
