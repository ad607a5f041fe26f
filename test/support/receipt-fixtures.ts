import { abilitiesFor } from '../../shared/auth/abilities';
import { readStaffCaller } from '../../shared/domain/callers/staff-caller';
import { storeReceipt } from '../../shared/domain/goods-receipts/store-receipt';
import type { PurchaseOrderEntity } from '../../shared/domain/purchasing/purchase-orders';

/**
 * A posted goods receipt of an order, through the receipts' own store (shared/domain/goods-receipts)
 * as `receivedBy` (a member whose scopes reach the order, acting with the procurement manager's
 * abilities): each line's `qty` received and accepted (nothing rejected) into `warehouseId`.
 * Answers the receipt and its lines' ids, in the order given.
 */
export async function postedReceipt(
  order: PurchaseOrderEntity,
  warehouseId: number,
  lines: Array<{ detail: { id: number }; qty: number }>,
  receivedBy: number,
) {
  const caller = await readStaffCaller(receivedBy, { abilities: abilitiesFor(['procurement_manager']) });
  const grn = await storeReceipt(
    caller,
    {
      purchase_order_id: order.id,
      warehouse_id: warehouseId,
      delivery_note_number: 'DN-1',
      lines: lines.map(({ detail, qty }) => ({ po_detail_id: detail.id, received_qty: qty })),
    },
    undefined,
  );
  return { grn, lineIds: grn.line_ids };
}
