import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/init-sale, on the demo data of `npm start`:
 * unit 27's booking is seeded accepted (infra/local/seed/init-sale.ts); init sale runs last.
 */
const unit = { unit_id: '27' };

export const examples: ModuleExamples = {
  staffInitSaleMainData: { path: unit },
  staffInitSaleSaleableData: { path: unit },
  staffInitSaleAttentionData: { path: unit },
  staffInitSaleDiscounts: { path: unit },
  staffInitSaleDiscountsAmount: { path: unit, query: { 'discount_ids[]': '6' } },
  staffInitSaleStrivingAmount: { path: unit, query: { striving_payer: 'client', striving_rate: '2' } },
  staffInitSale: {
    path: unit,
    body: {
      purchase_method: 'bank_financing',
      'discount_ids[]': '6',
      down_payment: '100000',
      orbon_method: 'bank_transfer',
    },
    after: [
      'staffInitSaleMainData',
      'staffInitSaleSaleableData',
      'staffInitSaleAttentionData',
      'staffInitSaleDiscounts',
      'staffInitSaleDiscountsAmount',
      'staffInitSaleStrivingAmount',
    ],
  },
};
