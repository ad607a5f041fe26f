import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-repricing, on the demo data of `npm
 * start`: the sale init sale creates in the same run (a fresh one each run).
 */
const sale = { sale_id: '{created:staffInitSale}' };

export const examples: ModuleExamples = {
  // One line for the whole balance (no amount: the last line takes the rest) in place of the down
  // payment and the balance: the line count changes, so it waits for a sales manager's approval.
  staffSaleReschedulePayments: { path: sale, body: { 'due_dates[0]': '2030-01-15' } },
  staffSaleDiscountData: { path: sale },
  // The sale keeps its one discount (the launch week's 3 %) at its frozen amount: applied at once.
  staffSaleChangeDiscount: { path: sale, body: { 'discount_ids[]': '6' }, after: ['staffSaleDiscountData'] },
  // Below the legal default of 2.5 %: applied at once, the client total lower.
  staffSaleChangeStriving: { path: sale, body: { striving_payer: 'client', striving_rate: '2' } },
};
