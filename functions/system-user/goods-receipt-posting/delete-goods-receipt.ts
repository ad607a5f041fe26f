import { deleteReceipt } from '../../../shared/domain/goods-receipts/change-receipt';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { manage, receiptPath } from '../goods-receipts/fields';

/**
 * DELETE {system_user_url}/purchasing/warehouse/grns/{grn_id}: a receipt posted today (Riyadh) and
 * unconsumed (Q7) is deleted (soft) with everything it moved reversed, as a cancellation; from the
 * next day on, or consumed, 409 (cancel it instead).
 */
export const staffDeleteGoodsReceipt = defineOperation(
  {
    method: 'DELETE',
    path: '/purchasing/warehouse/grns/{grn_id}',
    operationId: 'staffDeleteGoodsReceipt',
    summary: 'warehouse - grn: delete',
    access: manage,
    response: { kind: 'single', record: 'Deleted', conflict: true },
    params: receiptPath,
  },
  async ({ params, request }) => single(await deleteReceipt(staffCaller(request), params.grn_id)),
);
