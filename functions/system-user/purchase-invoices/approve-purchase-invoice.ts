import * as z from 'zod/mini';
import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { approveInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { decide, INVOICE, invoicePath } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/approve: the caller
 * accepts the invoice's current approval step by the engine's rules (a current reviewer, not the
 * one who matched it: 403); the last step approves the invoice (the order's billing status
 * follows). A match exception's first step needs `purchasing.invoices.approve-exception` (403) and
 * a `reason` (422). Not pending: 409.
 */
export const staffApprovePurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: `${INVOICE}/approve`,
    operationId: 'staffApprovePurchaseInvoice',
    summary: 'purchase-invoice: approve',
    access: decide,
    response: { kind: 'single', record: 'PurchaseInvoice', conflict: true },
    params: invoicePath,
    body: z.object({ reason: blankAsAbsent(text(1000)) }),
  },
  async ({ params, body, request }) =>
    single(
      await invoiceRecord(
        await approveInvoice(staffCaller(request), params.purchase_invoice_id, body.reason),
        request.locale,
      ),
    ),
);
