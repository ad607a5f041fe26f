import { showInvoice } from '../../../shared/domain/purchase-invoices/invoice-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}: the invoice with its
 * lines (the order's and receipt's ordered, received, returned and billed beside each, match
 * flags), money in SAR, allocations and its approval. Outside the caller's row scope: 404.
 */
export const staffShowPurchaseInvoice = defineOperation(
  {
    method: 'GET',
    path: INVOICE,
    operationId: 'staffShowPurchaseInvoice',
    summary: 'purchase-invoice: show',
    response: { kind: 'single', record: 'PurchaseInvoice' },
    params: invoicePath,
  },
  async ({ params, request }) =>
    single(await showInvoice(staffCaller(request), params.purchase_invoice_id, request.locale)),
);
