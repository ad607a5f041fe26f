import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { updateInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { fileLimits, INVOICE, invoiceBody, invoiceInput, invoicePath, manage } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/update: a `draft` or
 * `rejected` invoice as edited (the store's fields, whole), back to `draft` with its match
 * cleared; the billing moves by the difference under Q9/Q10. Another status: 409.
 */
export const staffUpdatePurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: `${INVOICE}/update`,
    operationId: 'staffUpdatePurchaseInvoice',
    summary: 'purchase-invoice: update',
    access: manage,
    response: { kind: 'single', record: 'PurchaseInvoice', conflict: true },
    params: invoicePath,
    body: invoiceBody,
    limits: fileLimits,
  },
  async ({ params, body, request }) =>
    single(
      await invoiceRecord(
        await updateInvoice(staffCaller(request), params.purchase_invoice_id, invoiceInput(body)),
        request.locale,
      ),
    ),
);
