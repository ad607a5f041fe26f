import * as z from 'zod/mini';
import { scopedOrderPrintContent } from '../../../shared/domain/purchasing/purchasing-prints';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/print-content[?language=en]:
 * the order as the app previews and shares it: `html` (the filled template), `variables` (as
 * printed) and `pdf_url` (a short-lived link to the PDF): letterhead, number and date, supplier
 * (name, CR/700-number, VAT number, national address), delivery, lines with 15 % VAT, subtotal, VAT
 * and total in figures and Arabic words, terms, notes and approvals; DRAFT while it waits for its
 * budget. Arabic by default; 404 outside the row scope.
 */
export const staffPurchaseOrderPrintContent = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders/{purchase_order_id}/print-content',
    operationId: 'staffPurchaseOrderPrintContent',
    summary: 'purchase order: get-print-contnet',
    response: { kind: 'single', record: 'PurchaseOrderPrintContent' },
    params: z.object({ purchase_order_id: idParameter() }),
    query: z.object({ language: blankAsAbsent(z.enum(['ar', 'en'])) }),
  },
  async ({ params, query, request }) => {
    const caller = staffCaller(request);
    return single(await scopedOrderPrintContent(caller, params.purchase_order_id, query.language ?? 'ar'));
  },
);
