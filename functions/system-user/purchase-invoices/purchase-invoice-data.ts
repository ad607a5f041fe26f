import * as z from 'zod/mini';
import { invoiceData } from '../../../shared/domain/purchase-invoices/invoice-records';
import { single } from '../../../shared/http/envelopes';
import { idListText, integerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICES } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/get-invoice-data?purchase_order_id=&grn_ids[]=:
 * the lines an invoice of the order would bill, prefilled: per posted receipt line (of `grn_ids`
 * when given) its billable quantity (accepted − returned − billed, within the order line's Q9
 * room), else per order line, at the order's price and VAT rate.
 */
export const staffPurchaseInvoiceData = defineOperation(
  {
    method: 'GET',
    path: `${INVOICES}/get-invoice-data`,
    operationId: 'staffPurchaseInvoiceData',
    summary: 'purchase-invoice: get-invoice-data',
    response: { kind: 'single', record: 'PurchaseInvoiceData' },
    query: z.object({ purchase_order_id: integerText({ min: 1 }), grn_ids: idListText(20) }),
  },
  async ({ query, request }) =>
    single(await invoiceData(staffCaller(request), query.purchase_order_id, query.grn_ids ?? [])),
);
