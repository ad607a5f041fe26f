import { showStaffOrder } from '../../../shared/domain/purchasing/staff-orders';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { orderPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-orders/{purchase_order_id}: the system's PurchaseOrder
 * record plus its number, subtotal and VAT, derived statuses, what may still be paid (M1, M2), its
 * lines with received, returned and billed quantities, its payments and its raise budget. Outside
 * the caller's row scope: 404.
 */
export const staffShowPurchaseOrder = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders/{purchase_order_id}',
    operationId: 'staffShowPurchaseOrder',
    summary: 'purchase order: show',
    response: { kind: 'single', record: 'StaffPurchaseOrder' },
    params: orderPath,
  },
  async ({ params, request }) =>
    single(await showStaffOrder(staffCaller(request), params.purchase_order_id, request.locale)),
);
