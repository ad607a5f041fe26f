import { invoiceRecord } from '../../../shared/domain/purchase-invoices/invoice-records';
import { storeInvoice } from '../../../shared/domain/purchase-invoices/invoice-writes';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { fileLimits, INVOICES, invoiceBody, invoiceInput, manage } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-invoices: a supplier's invoice, `draft`
 * (`PI-YYYY-NNNNNN`): against an order (`purchase_order_id`, lines naming `po_detail_id` or
 * `grn_line_id`) or a contract (`contract_id`, lines naming `milestone_id`). Q9 (never billed beyond
 * received less returned) and Q10 (never beyond certified less invoiced) are conditions of its
 * transaction (422 on the line naming `max_allowed`); Q12 (VAT per line half-up, the stated VAT
 * within 0.01 a line, a VAT invoice names the supplier's valid VAT number and the company's);
 * Q13: a supplier's invoice number once (422). `lines` is JSON; `file` the supplier's invoice.
 */
export const staffStorePurchaseInvoice = defineOperation(
  {
    method: 'POST',
    path: INVOICES,
    operationId: 'staffStorePurchaseInvoice',
    summary: 'purchase-invoice: store',
    access: manage,
    response: { kind: 'single', record: 'PurchaseInvoice', created: true },
    body: invoiceBody,
    limits: fileLimits,
  },
  async ({ body, request }) =>
    single(await invoiceRecord(await storeInvoice(staffCaller(request), invoiceInput(body)), request.locale)),
);
