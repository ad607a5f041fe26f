import * as z from 'zod/mini';
import { PAYMENT_PROGRESS, PURCHASE_ORDER_STATUSES } from '../../../shared/domain/purchasing/purchase-orders';
import { listStaffOrders } from '../../../shared/domain/purchasing/staff-orders';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, optionalIntegerText, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/**
 * GET {system_user_url}/purchasing/purchase-orders: the orders in the caller's `purchasing` row
 * scope (their project, else who made them), newest first, by any of `status`, `payment_status`,
 * `supplier_id`, `project_id`. Money in SAR.
 */
export const staffListPurchaseOrders = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders',
    operationId: 'staffListPurchaseOrders',
    summary: 'purchase order: index',
    response: { kind: 'list', record: 'StaffPurchaseOrderRow' },
    query: z.object({
      ...paginationQuery,
      status: blankAsAbsent(z.enum(PURCHASE_ORDER_STATUSES)),
      payment_status: blankAsAbsent(z.enum(PAYMENT_PROGRESS)),
      supplier_id: optionalIntegerText({ min: 1 }),
      project_id: optionalIntegerText({ min: 1 }),
    }),
  },
  async ({ query: { page: _page, per_page: _perPage, ...filters }, request }) =>
    page(await listStaffOrders(staffCaller(request), { ...request.page, filters }), request),
);
