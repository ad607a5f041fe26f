import { invoiceEditFormData } from '../../../shared/domain/purchase-invoices/invoice-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/edit-form-data: the
 * invoice as edited, whether it may be (`draft` or `rejected`), and the form's options.
 */
export const staffPurchaseInvoiceEditFormData = defineOperation(
  {
    method: 'GET',
    path: `${INVOICE}/edit-form-data`,
    operationId: 'staffPurchaseInvoiceEditFormData',
    summary: 'purchase-invoice: get-edit-form-data',
    response: { kind: 'single', record: 'PurchaseInvoiceEditFormData' },
    params: invoicePath,
  },
  async ({ params, request }) =>
    single(await invoiceEditFormData(staffCaller(request), params.purchase_invoice_id, request.locale)),
);
