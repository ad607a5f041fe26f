import * as z from 'zod/mini';
import { supplyRequestRecord } from '../../../shared/domain/supply-requests/supply-request-records';
import { storeSupplyRequest } from '../../../shared/domain/supply-requests/supply-request-writes';
import { single } from '../../../shared/http/envelopes';
import { dateText, integerText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { lineFields, orderPath, pairedLines } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-orders/{purchase_order_id}/supply-requests: a call-off
 * against an issued (or partially received) order, delivered to `warehouse_id` by
 * `requested_delivery_date`: `po_detail_ids[i]` with `quantities[i]` within each order line's open
 * quantity (Q3: 422 on the line naming what remains). `SR-YYYY-NNNNNN`, `draft`.
 */
export const staffStoreSupplyRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-orders/{purchase_order_id}/supply-requests',
    operationId: 'staffStoreSupplyRequest',
    summary: 'purchase order supply request: store',
    response: { kind: 'single', record: 'SupplyRequest', created: true, conflict: true },
    params: orderPath,
    body: z.object({
      warehouse_id: integerText({ min: 1 }),
      requested_delivery_date: dateText(),
      note: optionalText(1000),
      ...lineFields,
    }),
  },
  async ({ params, body, request }) => {
    const lines = pairedLines(body.po_detail_ids, body.quantities);
    const stored = await storeSupplyRequest(staffCaller(request), params.purchase_order_id, {
      warehouse_id: body.warehouse_id,
      requested_delivery_date: body.requested_delivery_date,
      note: body.note,
      lines,
    });
    return single(await supplyRequestRecord(stored, request.locale));
  },
);
