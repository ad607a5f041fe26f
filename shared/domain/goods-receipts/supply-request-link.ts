import type { TxItem } from '../../db/transaction-builder';

/*
 * The one place the receipts read and move a supply request (helper S's records,
 * ../supply-requests/): a receipt posted under an approved request receives its open quantities.
 * Until those records exist, no supply request is found (a receipt naming one is a 422).
 */

/** An approved supply request as a receipt reads it: its order, warehouse and open quantity per order line. */
export interface ReceivingSupplyRequest {
  id: number;
  purchase_order_id: number;
  warehouse_id: number | null;
  status: string;
  lines: Array<{ po_detail_id: number; open_qty: number }>;
}

/** Statuses a supply request receives goods in. */
export const RECEIVING_SUPPLY_STATUSES = ['approved', 'partially_received'];

/** The supply request, or undefined when there is none by that id. */
export async function supplyRequestForReceipt(_id: number): Promise<ReceivingSupplyRequest | undefined> {
  return undefined;
}

/** The request's items moved by a receipt's accepted quantities per order line (signed). */
export function supplyRequestReceivedItems(
  _request: ReceivingSupplyRequest,
  _moves: Array<{ po_detail_id: number; delta: number }>,
): TxItem[] {
  return [];
}
