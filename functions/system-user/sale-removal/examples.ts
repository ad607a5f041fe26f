import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-removal, on the demo data of `npm start`:
 * the preview reads the sale the init-sale example creates (it holds money: blocked); delete takes a
 * draft sale holding no money and force delete a cancelled one, each made for it by the local stack
 * (`localFixture`; the Postman run deletes then removes one of its own: infra/openapi/postman.ts).
 */
const ownSale = { sale_id: '{fixture:sale_id}' };

export const examples: ModuleExamples = {
  staffGetDeletedSaleData: { path: { sale_id: '{created:staffInitSale}' } },
  staffDeleteSale: {
    path: ownSale,
    query: { reason: 'The client withdrew before paying' },
    localFixture: 'sales/deletable',
  },
  staffForceDeleteSale: { path: ownSale, localFixture: 'sales/cancelled', after: ['staffDeleteSale'] },
};
