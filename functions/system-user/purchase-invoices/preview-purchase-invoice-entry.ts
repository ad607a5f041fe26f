import { previewInvoiceEntry } from '../../../shared/domain/purchase-invoices/invoice-entry';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/preview-entry: the
 * accounting entry the invoice posts when approved: goods Dr GRNI, Dr input VAT, Cr supplier
 * payable; contractor Dr the project's work in progress, Dr input VAT, Cr retention, Cr advance
 * recovery, Cr supplier payable (SAR; account codes of the module's README).
 */
export const staffPreviewPurchaseInvoiceEntry = defineOperation(
  {
    method: 'GET',
    path: `${INVOICE}/preview-entry`,
    operationId: 'staffPreviewPurchaseInvoiceEntry',
    summary: 'purchase-invoice: preview-entry',
    response: { kind: 'single', record: 'PurchaseInvoiceEntry' },
    params: invoicePath,
  },
  async ({ params, request }) =>
    single(await previewInvoiceEntry(staffCaller(request), params.purchase_invoice_id, request.locale)),
);
