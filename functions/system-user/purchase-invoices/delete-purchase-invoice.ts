import { deleteInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath, manage } from './fields';

/**
 * DELETE {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}: a `draft` invoice
 * (soft): its billing given back, the supplier's number free again. Another status: 409.
 */
export const staffDeletePurchaseInvoice = defineOperation(
  {
    method: 'DELETE',
    path: INVOICE,
    operationId: 'staffDeletePurchaseInvoice',
    summary: 'purchase-invoice: delete',
    access: manage,
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: invoicePath,
  },
  async ({ params, request }) =>
    single(await deleteInvoice(staffCaller(request), params.purchase_invoice_id)),
);
