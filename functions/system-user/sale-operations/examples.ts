import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-operations, on the demo data of
 * `npm start`: the sale the init-sale example creates (a draft: it takes its down payment), whose
 * payment the delete examples (run last) delete and then remove; the restore examples restore the
 * deleted payment the local stack makes for each (`localFixture`, infra/local/seed/sale-operations.ts;
 * the Postman run makes one in its pre-request script: infra/openapi/postman.ts).
 */
const sale = { sale_id: '{created:staffInitSale}' };
const payment = { ...sale, operation_id: '{created:staffPayOperation}' };
const deleted = { sale_id: '{fixture:sale_id}', operation_id: '{fixture:operation_id}' };

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
  staffIsAllowRestoreDeleteOperation: { path: deleted, localFixture: 'sale-operations/deleted' },
  staffRestoreDeleteOperation: {
    path: deleted,
    localFixture: 'sale-operations/deleted',
    after: ['staffIsAllowRestoreDeleteOperation'],
  },
  staffDeleteOperation: { path: payment, query: { reason: 'Entered twice by mistake.' } },
  staffForceDeleteOperation: { path: payment },
};
