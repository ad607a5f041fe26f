import * as z from 'zod/mini';
import { disbursementOrderRecord } from '../../../shared/domain/disbursements/disbursement-records';
import { storeReceiptDisbursement } from '../../../shared/domain/disbursements/receipt-disbursement';
import { MAX_DISBURSEMENT_LINES } from '../../../shared/domain/disbursements/request-disbursement';
import { ValidationError } from '../../../shared/errors';
import { single } from '../../../shared/http/envelopes';
import {
  integerText,
  listOf,
  numberText,
  optionalIntegerText,
  optionalText,
} from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, receiptPath } from '../goods-receipts/fields';

/**
 * POST {system_user_url}/purchasing/warehouse/grns/{grn_id}/disbursements: issues received goods to
 * the receipt's project. `grn_line_ids[i]` with `quantities[i]` name a line of the receipt and a
 * quantity within its free quantity (accepted − issued − returned − held) and what the warehouse
 * has available (Q6); `project_item_id` (default the order's). The disbursement order (source
 * `grn`) is created `pending_acceptance` with the stock reserved and its approval (the project's
 * manager) opened, in one transaction; approved, the stock is issued.
 */
export const staffStoreGoodsReceiptDisbursement = defineOperation(
  {
    method: 'POST',
    path: '/purchasing/warehouse/grns/{grn_id}/disbursements',
    operationId: 'staffStoreGoodsReceiptDisbursement',
    summary: 'warehouse - grn: create-disbursement',
    access: manage,
    response: { kind: 'single', record: 'DisbursementOrder', created: true, conflict: true },
    params: receiptPath,
    body: z.object({
      project_item_id: optionalIntegerText({ min: 1 }),
      note: optionalText(1000),
      grn_line_ids: listOf(integerText({ min: 1 }), MAX_DISBURSEMENT_LINES).check(z.minLength(1)),
      quantities: listOf(numberText({ min: 0.001 }), MAX_DISBURSEMENT_LINES).check(z.minLength(1)),
    }),
  },
  async ({ params, body, request }) => {
    if (body.quantities.length !== body.grn_line_ids.length)
      throw ValidationError.forField('quantities', 'validation.size.array', {
        size: body.grn_line_ids.length,
      });
    const order = await storeReceiptDisbursement(staffCaller(request), params.grn_id, {
      project_item_id: body.project_item_id,
      note: body.note,
      lines: body.grn_line_ids.map((id, index) => ({
        grn_line_id: id,
        qty: body.quantities[index] as number,
      })),
    });
    return single(await disbursementOrderRecord(order, request.locale));
  },
);
