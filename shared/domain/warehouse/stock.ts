import { partitionItems, prepareCreate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';
import { MATERIAL } from '../materials/materials';
import { WAREHOUSE } from './warehouses';

/**
 * The stock of one material in one warehouse (STAFF-DOMAIN-2 1.2, Q6). `qty_available` =
 * on hand − reserved is kept stored, because a DynamoDB condition cannot subtract one attribute
 * from another: every out-move conditions on it. `value` (halalas) is what the quantity on hand
 * cost; `avg_cost` (halalas per unit) the moving average a receipt sets and an issue is costed at.
 */
export interface StockBalance {
  material_id: number;
  warehouse_id: number;
  qty_on_hand: number;
  qty_reserved: number;
  qty_available: number;
  value: number;
  avg_cost: number;
  version: number;
}

/**
 * One move of stock on hand, appended in the move's transaction: `qty` signed (in +, out −), costed
 * at `unit_cost` (halalas), by the voucher that moved it (`opening`, `disbursement_order`, later
 * receipts and returns). Listed under its material and its warehouse.
 */
export interface StockLedgerEntry {
  warehouse_id: number;
  material_id: number;
  qty: number;
  unit_cost: number;
  voucher_type: string;
  voucher_id: number;
  at: string;
}

export const STOCK_LEDGER_ENTRY = entityType<StockLedgerEntry>('STOCK_LEDGER_ENTRY');
export type StockLedgerEntryEntity = EntityOf<typeof STOCK_LEDGER_ENTRY>;

/** Quantities are kept to 3 decimals (a tonne's kilogram): sums never drift. */
export const roundQty = (qty: number) => Math.round(qty * 1000) / 1000;

/** A material's stock in every warehouse that holds or held it (one query, bounded by the warehouses). */
export async function stockBalancesOf(materialId: number): Promise<StockBalance[]> {
  const { pk } = keys.stockBalance(materialId, 0);
  return (await partitionItems(pk, 'WAREHOUSE#')) as unknown as StockBalance[];
}

/** The balance of a material in a warehouse (zeros when it never held it). */
export async function stockBalance(materialId: number, warehouseId: number): Promise<StockBalance> {
  const balances = await stockBalancesOf(materialId);
  return (
    balances.find((balance) => balance.warehouse_id === warehouseId) ?? {
      material_id: materialId,
      warehouse_id: warehouseId,
      qty_on_hand: 0,
      qty_reserved: 0,
      qty_available: 0,
      value: 0,
      avg_cost: 0,
      version: 0,
    }
  );
}

/**
 * Reserves `qty` for an issue still to be approved (Q6): `qty_available >= qty` in the writing
 * transaction, else the submission is refused with a 422 on `field` naming what was available
 * when the caller read it. The stock on hand does not move until the issue.
 */
export function reserveStock(
  balance: Pick<StockBalance, 'material_id' | 'warehouse_id' | 'qty_available'>,
  qty: number,
  field: string,
): TxItem {
  return {
    ...txUpdate(
      `stock-${balance.material_id}-${balance.warehouse_id}-available`,
      keys.stockBalance(balance.material_id, balance.warehouse_id),
      {
        add: { qty_available: -qty, qty_reserved: qty, version: 1 },
        condition: when.ge('qty_available', qty),
      },
    ),
    refusal: () =>
      ValidationError.forField(field, 'warehouse.not_available', { available: balance.qty_available }),
  };
}

/** Gives a reservation back (a rejected or cancelled issue): reserved down, available up. */
export function releaseStock(materialId: number, warehouseId: number, qty: number): TransactItem {
  return txUpdate(`stock-${materialId}-${warehouseId}-release`, keys.stockBalance(materialId, warehouseId), {
    add: { qty_available: qty, qty_reserved: -qty, version: 1 },
    condition: when.ge('qty_reserved', qty),
  }).item;
}

/**
 * Issues a reserved quantity (the approval of a disbursement): reserved and on hand down by `qty`,
 * value down by its cost at the balance's moving average, and the ledger entry that records it, in
 * the decision's transaction.
 */
export async function issueReservedStock(
  line: { material_id: number; warehouse_id: number; qty: number },
  voucher: { type: string; id: number },
  at: string,
): Promise<{ items: TransactItem[]; unitCost: number }> {
  const balance = await stockBalance(line.material_id, line.warehouse_id);
  const unitCost = balance.avg_cost;
  const entry = await ledgerEntry({ ...line, qty: -line.qty, unit_cost: unitCost }, voucher, at);
  const key = keys.stockBalance(line.material_id, line.warehouse_id);
  return {
    unitCost,
    items: [
      txUpdate(`stock-${line.material_id}-${line.warehouse_id}-issue`, key, {
        add: {
          qty_reserved: -line.qty,
          qty_on_hand: -line.qty,
          value: -Math.round(line.qty * unitCost),
          version: 1,
        },
        condition: when.ge('qty_reserved', line.qty),
      }).item,
      ...entry,
    ],
  };
}

/** The create of a ledger entry, listed under its material and its warehouse. */
export async function ledgerEntry(
  line: { material_id: number; warehouse_id: number; qty: number; unit_cost: number },
  voucher: { type: string; id: number },
  at: string,
): Promise<TransactItem[]> {
  const created = await prepareCreate(
    STOCK_LEDGER_ENTRY,
    {
      warehouse_id: line.warehouse_id,
      material_id: line.material_id,
      qty: line.qty,
      unit_cost: line.unit_cost,
      voucher_type: voucher.type,
      voucher_id: voucher.id,
      at,
    },
    {
      links: [
        { type: MATERIAL, id: line.material_id },
        { type: WAREHOUSE, id: line.warehouse_id },
      ],
    },
  );
  return created.items;
}

/**
 * Stock received at a cost (the opening balance of a warehouse; later receipts): on hand,
 * available and value up, the moving average set from the balance read, the ledger entry with it.
 * Conditioned on the version read, so two receipts cannot both average from one read.
 */
export async function receiveStock(
  line: { material_id: number; warehouse_id: number; qty: number; unit_cost: number },
  voucher: { type: string; id: number },
  at: string,
): Promise<TransactItem[]> {
  const balance = await stockBalance(line.material_id, line.warehouse_id);
  const value = balance.value + Math.round(line.qty * line.unit_cost);
  const onHand = roundQty(balance.qty_on_hand + line.qty);
  const key = keys.stockBalance(line.material_id, line.warehouse_id);
  return [
    txUpdate(`stock-${line.material_id}-${line.warehouse_id}-receive`, key, {
      set: {
        material_id: line.material_id,
        warehouse_id: line.warehouse_id,
        qty_on_hand: onHand,
        qty_available: roundQty(balance.qty_available + line.qty),
        qty_reserved: balance.qty_reserved,
        value,
        avg_cost: onHand > 0 ? Math.round(value / onHand) : balance.avg_cost,
        version: balance.version + 1,
      },
      condition: balance.version === 0 ? when.itemAbsent() : when.eq('version', balance.version),
    }).item,
    ...(await ledgerEntry(line, voucher, at)),
  ];
}
