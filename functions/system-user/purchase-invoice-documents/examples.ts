import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** The print of the seeded invoice 1 (matched, pending approval: DRAFT), in English. */
export const examples: ModuleExamples = {
  staffPrintPurchaseInvoice: { path: { purchase_invoice_id: '1' }, query: { language: 'en' } },
};
