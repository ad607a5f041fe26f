import * as z from 'zod/mini';
import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { cancelInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { requiredText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath, manage } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/cancel: with a
 * `reason`, a `draft` or `rejected` invoice (manage), or an `approved` one with no payment
 * allocated (`purchasing.invoices.approve-exception`: its entry is reversed): `cancelled`, its
 * billing given back and the supplier's number free again (Q13). Pending approval: 409.
 */
export const staffCancelPurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: `${INVOICE}/cancel`,
    operationId: 'staffCancelPurchaseInvoice',
    summary: 'purchase-invoice: cancel',
    access: manage,
    response: { kind: 'single', record: 'PurchaseInvoice', conflict: true },
    params: invoicePath,
    body: z.object({ reason: requiredText(1000) }),
  },
  async ({ params, body, request }) =>
    single(
      await invoiceRecord(
        await cancelInvoice(staffCaller(request), params.purchase_invoice_id, body.reason),
        request.locale,
      ),
    ),
);
