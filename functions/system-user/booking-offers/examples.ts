import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/booking-offers, on the demo data of
 * `npm start`: unit 2 is booked (its active booking is the demo client's); bank 1 is seeded.
 */
export const examples: ModuleExamples = {
  staffGetBookingOfferData: { path: { unit_id: '2' } },
  staffPrintBookingOffer: { path: { unit_id: '2' }, query: { language: 'ar' } },
  staffFinancialSolvencyFormData: { path: { unit_id: '2' } },
  staffUpdateFinancialSolvency: {
    path: { unit_id: '2' },
    body: {
      purchase_method: 'mixed',
      employer_sector: 'government',
      monthly_income: '28500.00',
      monthly_obligations: '3200.50',
      salary_bank_id: '1',
      redf_supported: '1',
      financing_bank_id: '1',
      pre_approved_amount: '650000',
      down_payment_available: '180000',
      notes: 'Salary certificate and bank statement received.',
    },
  },
};
