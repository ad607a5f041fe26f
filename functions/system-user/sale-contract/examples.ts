import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-contract, on the demo data of `npm
 * start`: the contract of the sale init sale creates (after the examples that need it a draft), and
 * force to emptying on a fresh contracted sale of the local stack.
 */
/** A contracted sale with a balance outstanding (answers its `id`). */
export const fixtures: LocalFixtures = {
  'sales/contracted': async () =>
    (await import('../../../infra/local/seed/sale-contract')).createDemoContractedSale(),
};

export const examples: ModuleExamples = {
  staffSendContractToAcceptance: {
    path: { sale_id: '{created:staffInitSale}' },
    after: [
      'staffPayOperation',
      'staffGetPayOperationData',
      'staffSaleOrbonStatus',
      'staffSaleTaxFreeStatus',
      'staffSaleUpdateMaintenancePeriod',
      'staffSaleBankStage',
    ],
  },
  staffForceToEmptying: {
    path: { sale_id: '{fixture}' },
    localFixture: 'sales/contracted',
    body: { reason: 'The client pays the balance by cheque after the deed moves' },
    // Force to emptying takes a contracted sale once: a fresh one each Postman run.
    postman: {
      path: { sale_id: '{{contracted_sale_id}}' },
      prerequest: fromLocalFixture('sales/contracted', { contracted_sale_id: 'id' }),
    },
  },
};
