import * as z from 'zod/mini';
import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { rejectInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { decide, INVOICE, invoicePath } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/reject: the caller, a
 * reviewer of the current step, rejects the invoice with a `reason`: `rejected`, its billing given
 * back (it may be updated and matched again). Not pending: 409.
 */
export const staffRejectPurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: `${INVOICE}/reject`,
    operationId: 'staffRejectPurchaseInvoice',
    summary: 'purchase-invoice: reject',
    access: decide,
    response: { kind: 'single', record: 'PurchaseInvoice', conflict: true },
    params: invoicePath,
    body: z.object({ reason: requiredText(1000) }),
  },
  async ({ params, body, request }) =>
    single(
      await invoiceRecord(
        await rejectInvoice(staffCaller(request), params.purchase_invoice_id, body.reason),
        request.locale,
      ),
    ),
);
