import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/saleable-details, on the demo data of
 * `npm start`: unit 2 is booked (with a waiting booking), unit 3 sold, unit 1 available, unit 16 (project 2) under the seeded active discount.
 */
export const examples: ModuleExamples = {
  staffSaleableDetailMainData: { path: { unit_id: '2' } },
  staffSaleableDetailAttentionClients: { path: { unit_id: '2' } },
  staffSaleableDetailBooking: { path: { unit_id: '2' } },
  staffSaleableDetailDiscounts: { path: { unit_id: '16' } },
  staffSaleableDetailSale: { path: { unit_id: '3' } },
  staffSaleableDetailSaleBankFollow: { path: { unit_id: '3' } },
  staffSaleableDetailDiscountStore: {
    path: { unit_id: '1' },
    body: {
      name: 'Corner unit offer',
      type: 'seasonal',
      value_type: 'fixed',
      value: '15000',
      target_type: 'unit',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    },
  },
};
