import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-refunds, on the demo data of `npm start`:
 * the sale the init-sale example creates in the run, after its payment and its earnest money
 * forfeited (held SAR 15,000 less the SAR 5,000 deduction). The requests wait for finance's approval,
 * so the sale is the same for every later example.
 */
const sale = { sale_id: '{created:staffInitSale}' };
const after = ['staffPayOperation', 'staffSaleOrbonStatus'];

export const examples: ModuleExamples = {
  staffAddRefundGetFormData: { path: sale, after },
  staffAddPartialRefundGetFormData: { path: sale, after },
  staffAddRefund: {
    path: sale,
    body: {
      reason: 'The client withdrew before the contract',
      refund_amount: '2000',
      method: 'bank_transfer',
      iban_number: 'SA0380000000608010167519',
      contractual_fee: '500',
    },
    after,
  },
  staffAddPartialRefund: {
    path: sale,
    body: { reason: 'Paid twice for the down payment', amount: '1000', method: 'cash' },
    after,
  },
};
