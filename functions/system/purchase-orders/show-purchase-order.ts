import * as z from 'zod/mini';
import { showPurchaseOrder } from '../../../shared/domain/purchasing/list-purchase-orders';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** GET /system/purchase-orders/{purchase_order_id}: one PurchaseOrder with offer, request, supplier, details, payments. */
export const systemShowPurchaseOrder = defineOperation(
  {
    method: 'GET',
    path: '/purchase-orders/{purchase_order_id}',
    operationId: 'systemShowPurchaseOrder',
    summary: 'Purchase Orders: show',
    response: { kind: 'single', record: 'PurchaseOrder' },
    params: z.object({ purchase_order_id: idParameter() }),
  },
  async ({ params }) => single(await showPurchaseOrder(params.purchase_order_id)),
);
