import * as z from 'zod/mini';
import { listInvoices } from '../../../shared/domain/purchase-invoices/invoice-records';
import {
  MATCH_RESULTS,
  PURCHASE_INVOICE_STATUSES,
} from '../../../shared/domain/purchase-invoices/purchase-invoices';
import { page } from '../../../shared/http/envelopes';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { INVOICES } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-invoices: invoices newest first in the caller's
 * `purchasing` row scope, by any of `supplier_id`, `status`, `match_result`, `payment_status`,
 * `purchase_order_id`, and due dates `due_from`/`due_to` (Riyadh dates, inclusive).
 */
export const staffListPurchaseInvoices = defineOperation(
  {
    method: 'GET',
    path: INVOICES,
    operationId: 'staffListPurchaseInvoices',
    summary: 'purchase-invoice: index',
    response: { kind: 'list', record: 'PurchaseInvoiceRow' },
    query: z.object({
      ...paginationQuery,
      supplier_id: optionalIntegerText({ min: 1 }),
      status: blankAsAbsent(z.enum(PURCHASE_INVOICE_STATUSES)),
      match_result: blankAsAbsent(z.enum(MATCH_RESULTS)),
      payment_status: blankAsAbsent(z.enum(['unpaid', 'partially_paid', 'paid'])),
      purchase_order_id: optionalIntegerText({ min: 1 }),
      due_from: optionalDateText(),
      due_to: optionalDateText(),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(await listInvoices(staffCaller(request), { ...request.page, filters }), request),
);
