import { supplyRequestFormData } from '../../../shared/domain/supply-requests/supply-request-records';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { orderPath } from './fields';

/**
 * GET {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/supply-requests/get-form-data:
 * the order's lines with what is still open to call off (Q3), the active warehouses (the order's
 * delivery warehouse first) and the order's payment state (M1, M2), for the supply request form.
 */
export const staffSupplyRequestFormData = defineOperation(
  {
    method: 'GET',
    path: '/purchasing/purchase-orders/{purchase_order_id}/supply-requests/get-form-data',
    operationId: 'staffSupplyRequestFormData',
    summary: 'purchase order supply request: get-form-data',
    access: { kind: 'staff', ability: 'purchasing.orders.view' },
    response: { kind: 'single', record: 'SupplyRequestFormData' },
    params: orderPath,
  },
  async ({ params, request }) =>
    single(await supplyRequestFormData(staffCaller(request), params.purchase_order_id, request.locale)),
);
