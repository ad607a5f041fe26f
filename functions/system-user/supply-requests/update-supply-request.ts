import * as z from 'zod/mini';
import { supplyRequestRecord } from '../../../shared/domain/supply-requests/supply-request-records';
import { updateSupplyRequest } from '../../../shared/domain/supply-requests/supply-request-writes';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, dateText, integerText, optionalText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { lineFields, pairedLines, supplyRequestPath } from './fields';

/**
 * POST {system_user_url}/purchasing/supply-requests/{supply_request_id}/update: a `draft` or
 * `rejected` request (409 otherwise; a rejected one becomes a draft again). Fields sent replace
 * the stored ones; lines sent (`po_detail_ids[]` with `quantities[]`) replace all its lines, the
 * order's open quantities moving by the difference (Q3).
 */
export const staffUpdateSupplyRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/supply-requests/{supply_request_id}/update',
    operationId: 'staffUpdateSupplyRequest',
    summary: 'purchase order supply request: update',
    response: { kind: 'single', record: 'SupplyRequest', conflict: true },
    params: supplyRequestPath,
    body: z.object({
      warehouse_id: blankAsAbsent(integerText({ min: 1 })),
      requested_delivery_date: blankAsAbsent(dateText()),
      note: optionalText(1000),
      po_detail_ids: z.optional(lineFields.po_detail_ids),
      quantities: z.optional(lineFields.quantities),
    }),
  },
  async ({ params, body, request }) => {
    const lines =
      body.po_detail_ids || body.quantities
        ? pairedLines(body.po_detail_ids ?? [], body.quantities ?? [])
        : undefined;
    const updated = await updateSupplyRequest(staffCaller(request), params.supply_request_id, {
      warehouse_id: body.warehouse_id,
      requested_delivery_date: body.requested_delivery_date,
      note: body.note,
      lines,
    });
    return single(await supplyRequestRecord(updated, request.locale));
  },
);
