import * as z from 'zod/mini';
import { halalasOfSar } from '../../../shared/domain/money';
import { showStaffPurchaseRequest } from '../../../shared/domain/purchase-requests/show-purchase-request';
import { updatePurchaseRequest } from '../../../shared/domain/purchase-requests/update-purchase-request';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, requestPath, updateFields } from './fields';

/**
 * POST {system_user_url}/purchasing/purchase-requests/{purchase_request_id}/update (a JSON body; a
 * form sends `lines` and `offers` as JSON text). While `rejected`: the header and `lines` sent
 * replace the stored ones and the request is submitted for approval again. While `approved`: only
 * `offers`, each a supplier's quotation (a supplier with a profile not blocked; lines of this
 * request at most their quantity, prices in SAR without VAT, VAT 0 or 15) recorded or replacing
 * that supplier's older offer still `received`: one live offer per supplier (parallel offers of one
 * supplier: one lands, the others 409). Any other status: 409.
 */
export const staffUpdatePurchaseRequest = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/purchase-requests/{purchase_request_id}/update',
    operationId: 'staffUpdatePurchaseRequest',
    summary: 'Purchase Request: update',
    access: manage,
    response: { kind: 'single', record: 'StaffPurchaseRequestDetails', conflict: true },
    params: requestPath,
    body: z.object(updateFields),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    const sar = (value: number | undefined) => (value === undefined ? undefined : halalasOfSar(value));
    await updatePurchaseRequest(caller, params.purchase_request_id, {
      ...body,
      lines: body.lines?.map((line) => ({ ...line, estimated_unit_price: sar(line.estimated_unit_price) })),
      offers: body.offers?.map((offer) => ({
        ...offer,
        lines: offer.lines.map((line) => ({ ...line, one_piece_price: halalasOfSar(line.one_piece_price) })),
      })),
    });
    return single(await showStaffPurchaseRequest(caller, params.purchase_request_id, request.locale));
  },
);
