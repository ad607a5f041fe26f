import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/discounts, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListDiscounts: {
    query: { status: 'approved', value_type: 'percentage', project_id: '2', per_page: '2' },
  },
  systemShowDiscount: { path: { discount_id: '2' } },
};
