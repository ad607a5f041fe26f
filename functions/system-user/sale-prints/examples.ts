import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-prints, on the demo data of `npm start`:
 * the sale the init-sale example creates (from the seeded accepted hold) and the payment the pay
 * example records on it; the refund statement prints seeded sale 1's paid refund.
 */
const sale = { sale_id: '{created:staffInitSale}' };

export const examples: ModuleExamples = {
  staffPrintSaleFollowForm: { path: sale, query: { language: 'ar' }, after: ['staffPayOperation'] },
  staffPrintSaleBooking: { path: sale, query: { language: 'ar' } },
  staffPrintSaleContract: { path: sale, query: { language: 'en' } },
  staffPrintSaleOperation: {
    path: { ...sale, operation_id: '{created:staffPayOperation}' },
    query: { language: 'ar' },
  },
  staffPrintSaleRefund: { path: { sale_id: '1', refund_id: '1' }, query: { language: 'ar' } },
};
