import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/sale-settings, on the demo data of `npm start`:
 * the sale init sale creates from the seeded accepted hold (its earnest money received).
 */
const sale = { sale_id: '{created:staffInitSale}' };

export const examples: ModuleExamples = {
  staffSaleOrbonStatusData: { path: sale },
  staffSaleOrbonStatus: {
    path: sale,
    body: { orbon_status: 'forfeited' },
    after: ['staffSaleOrbonStatusData'],
  },
  staffSaleTaxFreeStatusData: { path: sale },
  staffSaleTaxFreeStatus: {
    path: sale,
    body: {
      tax_free_status: 'requested',
      certificate_number: 'SAKANI-2026-0042',
      certificate_date: '2026-11-01',
      beneficiary_national_id: '1010001319',
    },
    after: ['staffSaleTaxFreeStatusData'],
    // The certificate names the buyer of the sale staffInitSale made in the Postman run.
    postman: { body: { beneficiary_national_id: '{{init_sale_unit_id_national_id}}' } },
  },
  staffSaleUpdateMaintenancePeriod: { path: sale, body: { months: '24' } },
  staffSalePurchaseMethodData: { path: sale },
  staffSalePurchaseMethod: {
    path: sale,
    body: { purchase_method: 'mixed', bank_id: '1', note: 'The client finances the balance with the bank' },
    after: ['staffSalePurchaseMethodData'],
  },
  staffSaleBankStageData: { path: sale, after: ['staffSalePurchaseMethod'] },
  staffSaleBankStage: {
    path: sale,
    body: { stage: 'application_submitted', date: '2026-11-20', note: 'File handed to the branch' },
    after: ['staffSaleBankStageData'],
  },
};
