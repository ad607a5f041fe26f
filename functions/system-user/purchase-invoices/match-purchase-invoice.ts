import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { matchInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICE, invoicePath, manage } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/match: the three-way
 * match of a `draft` invoice (per line: quantity Q9/Q10, price Q11 within the tolerance, VAT Q12),
 * `matched` or `exception` per line and for the invoice, then submitted for approval
 * (`purchase_invoice`): `pending_acceptance`. Another status: 409.
 */
export const staffMatchPurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: `${INVOICE}/match`,
    operationId: 'staffMatchPurchaseInvoice',
    summary: 'purchase-invoice: match',
    access: manage,
    response: { kind: 'single', record: 'PurchaseInvoice', conflict: true },
    params: invoicePath,
  },
  async ({ params, request }) =>
    single(
      await invoiceRecord(
        await matchInvoice(staffCaller(request), params.purchase_invoice_id),
        request.locale,
      ),
    ),
);
