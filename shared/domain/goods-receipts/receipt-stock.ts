import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { GRN_VOUCHER } from '../warehouse/goods-receipts';
import { ledgerEntry, receiveStock, roundQty, stockBalance } from '../warehouse/stock';

/** One material's stock move by a receipt (signed: + received, − taken back), at the receipt's price. */
export interface ReceiptStockMove {
  material_id: number;
  warehouse_id: number;
  qty: number;
  /** Halalas per unit (the order line's price, without VAT). */
  unit_cost: number;
}

/**
 * A received quantity taken back out of stock (a receipt edited down, deleted or cancelled, Q7):
 * on hand and available down by `qty`, value down by its cost at the receipt's price (never below
 * 0), the moving average of what stays, and the ledger entry (−qty), conditioned on the version read
 * and on `qty_available >= qty` (what was issued or reserved meanwhile cannot be taken back).
 */
async function takeBackStock(move: ReceiptStockMove, voucherId: number, at: string): Promise<TransactItem[]> {
  const balance = await stockBalance(move.material_id, move.warehouse_id);
  const onHand = roundQty(balance.qty_on_hand - move.qty);
  const value = onHand > 0 ? Math.max(balance.value - Math.round(move.qty * move.unit_cost), 0) : 0;
  return [
    txUpdate(
      `stock-${move.material_id}-${move.warehouse_id}-take-back`,
      keys.stockBalance(move.material_id, move.warehouse_id),
      {
        set: {
          qty_on_hand: onHand,
          qty_available: roundQty(balance.qty_available - move.qty),
          value,
          avg_cost: onHand > 0 ? Math.round(value / onHand) : balance.avg_cost,
          version: balance.version + 1,
        },
        condition: when.and(when.eq('version', balance.version), when.ge('qty_available', move.qty)),
      },
    ).item,
    ...(await ledgerEntry({ ...move, qty: -move.qty }, { type: GRN_VOUCHER, id: voucherId }, at)),
  ];
}

/** The stock items of a receipt's move: received in, or taken back out; nothing for 0. */
export async function receiptStockItems(
  move: ReceiptStockMove,
  voucherId: number,
  at: string,
): Promise<TransactItem[]> {
  const qty = roundQty(move.qty);
  if (qty > 0) return receiveStock({ ...move, qty }, { type: GRN_VOUCHER, id: voucherId }, at);
  if (qty < 0) return takeBackStock({ ...move, qty: -qty }, voucherId, at);
  return [];
}
