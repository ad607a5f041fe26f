import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/purchase-request-documents, on the demo data
 * of `npm start`: seeded request 1 (approved) is printed, quoted by demo suppliers 8 and 25, and
 * its invited suppliers listed after.
 */
const request = { purchase_request_id: '1' };

export const examples: ModuleExamples = {
  staffPrintPurchaseRequest: { path: request, query: { language: 'ar' } },
  staffSendPurchaseRequestMail: {
    path: request,
    body: { 'supplier_ids[]': '8', reply_by: '2099-12-31', language: 'ar' },
  },
  staffPurchaseRequestInvitedSuppliers: { path: request, after: ['staffSendPurchaseRequestMail'] },
};
