import * as z from 'zod/mini';
import { printInvoice } from '../../../shared/domain/purchase-invoices/invoice-print';
import { downloadable } from '../../../shared/domain/sale-prints/sale-prints';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/purchase-invoices/{purchase_invoice_id}/print[?language=en]: the
 * invoice voucher as a PDF (our number; the supplier's number, date and VAT number; the match
 * table with ordered, received, billed and this invoice per line; VAT, retention and advance
 * recovery; the entry; approvals), Arabic by default, DRAFT until approved; no QR of ours (it
 * belongs to the supplier's invoice). A short-lived download URL; 404 outside the row scope.
 */
export const staffPrintPurchaseInvoice = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-invoices/{purchase_invoice_id}/print',
    operationId: 'staffPrintPurchaseInvoice',
    summary: 'purchase-invoice: print',
    response: { kind: 'single', record: 'DownloadableFile' },
    params: z.object({ purchase_invoice_id: idParameter() }),
    query: z.object({ language: blankAsAbsent(z.enum(['ar', 'en'])) }),
  },
  async ({ params, query, request }) =>
    single(
      downloadable(
        await printInvoice(staffCaller(request), params.purchase_invoice_id, query.language ?? 'ar'),
      ),
    ),
);
