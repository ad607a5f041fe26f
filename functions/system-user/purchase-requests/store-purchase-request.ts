import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { showStaffPurchaseRequest } from '../../../shared/domain/purchase-requests/show-purchase-request';
import { storePurchaseRequest } from '../../../shared/domain/purchase-requests/store-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestFields } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-requests: a request for a project's budget line (a
 * JSON body; a form sends `lines` as JSON text). `lines` 1-25, each an active material asked once,
 * `amount` > 0, an optional `estimated_unit_price` (SAR, without VAT). The request is numbered
 * `PR-YYYY-NNNNNN`, takes the caller's department and is submitted for approval in the same
 * transaction (project manager, procurement manager; above 100 000 SAR the general manager too).
 */
export const staffStorePurchaseRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests',
    operationId: 'staffStorePurchaseRequest',
    summary: 'Purchase Request: store',
    access: manage,
    response: { kind: 'single', record: 'StaffPurchaseRequestDetails', created: true, conflict: true },
    body: z.object(requestFields),
  },
  async ({ body, request }) => {
    const caller = staffCaller(request);
    const stored = await storePurchaseRequest(caller, {
      ...body,
      note: body.note ?? null,
      lines: body.lines.map((line) => ({
        ...line,
        estimated_unit_price:
          line.estimated_unit_price === undefined ? undefined : halalasOfSar(line.estimated_unit_price),
      })),
    });
    return single(await showStaffPurchaseRequest(caller, stored.id, request.locale));
  },
);
