import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-operations, on the demo data of
 * `npm start`: the sale the init-sale example creates (a draft: it takes its down payment), whose
 * payment the delete examples (run last) delete and then remove; the restore examples restore the
 * deleted payment the local stack makes for each (`localFixture`, infra/local/seed/sale-operations.ts;
 * the Postman run makes one in its pre-request script: `postman`).
 */
const sale = { sale_id: '{created:staffInitSale}' };
const payment = { ...sale, operation_id: '{created:staffPayOperation}' };
const deleted = { sale_id: '{fixture:sale_id}', operation_id: '{fixture:operation_id}' };
const postmanDeleted = { sale_id: '{{deleted_operation_sale_id}}', operation_id: '{{deleted_operation_id}}' };

/** A sale with a soft-deleted payment (answers its `sale_id` and `operation_id`). */
export const fixtures: LocalFixtures = {
  'sale-operations/deleted': async () =>
    (await import('../../../infra/local/seed/sale-operations')).createDemoDeletedOperation(),
};

export const examples: ModuleExamples = {
  staffGetPayOperationData: { path: sale, after: ['staffPayOperation'] },
  staffPayOperation: {
    path: sale,
    body: { amount: '10000', method: 'bank_transfer', reference_no: 'TRX-20260101-0042' },
  },
  staffMakeOnlinePayment: { path: sale, body: { amount: '5000' }, after: ['staffPayOperation'] },
  staffEditOperation: {
    path: payment,
    body: { amount: '12000', reference_no: 'TRX-20260101-0043' },
    after: ['staffGetPayOperationData'],
  },
  // A deleted payment is restored once: the Postman run restores one the local stack makes for it.
  staffIsAllowRestoreDeleteOperation: {
    path: deleted,
    localFixture: 'sale-operations/deleted',
    postman: {
      path: postmanDeleted,
      prerequest: fromLocalFixture('sale-operations/deleted', {
        deleted_operation_sale_id: 'sale_id',
        deleted_operation_id: 'operation_id',
      }),
    },
  },
  staffRestoreDeleteOperation: {
    path: deleted,
    localFixture: 'sale-operations/deleted',
    after: ['staffIsAllowRestoreDeleteOperation'],
    postman: { path: postmanDeleted },
  },
  staffDeleteOperation: { path: payment, query: { reason: 'Entered twice by mistake.' } },
  staffForceDeleteOperation: { path: payment },
};
