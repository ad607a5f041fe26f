import { freshInitSaleHold } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/init-sale, on the demo data of `npm start`:
 * unit 27's booking is seeded accepted (infra/local/seed/init-sale.ts); init sale runs last.
 */
const unit = { unit_id: '27' };

/** `POST {base_url}/local/init-sale/holds`: a fresh unit whose booking is accepted, ready for init sale. */
export const fixtures: LocalFixtures = {
  'init-sale/holds': async () =>
    (await import('../../../infra/local/seed/init-sale')).createDemoInitSaleHold(),
};

export const examples: ModuleExamples = {
  staffInitSaleMainData: { path: unit },
  staffInitSaleSaleableData: { path: unit },
  // Init sale converts the hold and sells the unit: the Postman run reads a hold of its own for each.
  staffInitSaleAttentionData: { path: unit, postman: freshInitSaleHold('attention_unit_id') },
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
    postman: freshInitSaleHold('init_sale_unit_id'),
  },
};
