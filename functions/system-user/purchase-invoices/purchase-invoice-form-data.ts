import { invoiceFormData } from '../../../shared/domain/purchase-invoices/invoice-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICES } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/get-form-data: what the invoice form offers:
 * suppliers (not blocked), open orders in the caller's scope, active contracts, VAT rates and the
 * company's VAT number (the buyer's on a VAT invoice).
 */
export const staffPurchaseInvoiceFormData = defineOperation(
  {
    method: 'GET',
    path: `${INVOICES}/get-form-data`,
    operationId: 'staffPurchaseInvoiceFormData',
    summary: 'purchase-invoice: get-form-data',
    response: { kind: 'single', record: 'PurchaseInvoiceFormData' },
  },
  async ({ request }) => single(await invoiceFormData(staffCaller(request))),
);
