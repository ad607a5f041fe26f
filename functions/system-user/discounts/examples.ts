import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/discounts, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListDiscounts: { query: { status: 'approved', project_id: '2', per_page: '2' } },
  staffDiscountFilters: {},
  staffDiscountFormData: {},
  staffStoreDiscount: {
    body: {
      name: 'Eid offer',
      type: 'seasonal',
      value_type: 'percentage',
      value: '1.5',
      max_value: '20000',
      target_type: 'project',
      project_id: '1',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    },
  },
  staffShowDiscount: { path: { discount_id: '{created:staffStoreDiscount}' } },
};
