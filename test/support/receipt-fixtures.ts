import { randomUUID } from 'node:crypto';
import { nextId } from '../../shared/db/counters';
import { prepareCreate } from '../../shared/db/entity-store';
import { keys } from '../../shared/db/keys';
import { txUpdate } from '../../shared/db/transaction-builder';
import { type TransactItem, transact } from '../../shared/db/transactions';
import { lineSubtotal, lineVat } from '../../shared/domain/purchasing/order-money';
import {
  PURCHASE_ORDER,
  PURCHASE_ORDER_DETAIL,
  type PurchaseOrderEntity,
} from '../../shared/domain/purchasing/purchase-orders';
import {
  GOODS_RECEIPT_LINE,
  GOODS_RECEIPT_NOTE,
  GRN_VOUCHER,
} from '../../shared/domain/warehouse/goods-receipts';
import { receiveStock } from '../../shared/domain/warehouse/stock';
import { ConflictError } from '../../shared/errors';

/** An order line as the fixture receives it. */
interface DetailLike {
  id: number;
  material_id?: number | null;
  unit_price?: number;
  vat_rate?: number;
}

/**
 * A posted goods receipt of an order written directly (the receipts' store is the warehouse
 * helper's), honest to the counter table of shared/domain/warehouse/README.md ("receipt posted",
 * outside a supply request): each line accepted `qty` (nothing rejected) into `warehouseId` at the
 * order's price, the order lines' received, net received and billable up and supply open down,
 * the order's received value and delivery room up by the value with VAT, and the stock received,
 * in one transaction.
 */
export async function postedReceipt(
  order: PurchaseOrderEntity,
  warehouseId: number,
  lines: Array<{ detail: DetailLike; qty: number }>,
  receivedBy: number,
) {
  const items: TransactItem[] = [];
  const at = new Date().toISOString();
  const grnId = await nextId(GOODS_RECEIPT_NOTE);
  const number = `GRN-T-${randomUUID().slice(0, 8)}`;
  const lineIds: number[] = [];
  let subtotal = 0;
  let total = 0;
  for (const { detail, qty } of lines) {
    const priced = { qty, unit_price: detail.unit_price ?? 0, vat_rate: detail.vat_rate ?? 15 };
    subtotal += lineSubtotal(priced);
    total += lineSubtotal(priced) + lineVat(priced);
    const line = await prepareCreate(GOODS_RECEIPT_LINE, {
      grn_id: grnId,
      purchase_order_id: order.id,
      po_detail_id: detail.id,
      material_id: detail.material_id as number,
      received_qty: qty,
      accepted_qty: qty,
      rejected_qty: 0,
      rejection_reason: null,
      unit_price: priced.unit_price,
      vat_rate: priced.vat_rate,
      issued_qty: 0,
      returned_qty: 0,
      billed_qty: 0,
      free_qty: qty,
    });
    lineIds.push(line.entity.id);
    items.push(
      ...line.items,
      txUpdate(`order-line-${detail.id}`, keys.entity(PURCHASE_ORDER_DETAIL, detail.id), {
        add: {
          received_qty: qty,
          net_received_qty: qty,
          billable_qty: qty,
          supply_open_qty: -qty,
          version: 1,
        },
      }).item,
      ...(await receiveStock(
        {
          material_id: detail.material_id as number,
          warehouse_id: warehouseId,
          qty,
          unit_cost: priced.unit_price,
        },
        { type: GRN_VOUCHER, id: grnId },
        at,
      )),
    );
  }
  const written = await prepareCreate(
    GOODS_RECEIPT_NOTE,
    {
      number,
      purchase_order_id: order.id,
      supply_request_id: null,
      warehouse_id: warehouseId,
      supplier_id: order.supplier_id,
      project_id: order.project_id,
      delivery_note_number: 'DN-1',
      received_at: at,
      received_by_id: receivedBy,
      note: null,
      status: 'posted',
      cancel_reason: null,
      line_ids: lineIds,
      subtotal,
      total,
    },
    { id: grnId },
  );
  items.push(
    ...written.items,
    txUpdate('order-received', keys.entity(PURCHASE_ORDER, order.id), {
      set: { status: 'partially_received', receipt_status: 'partially_received' },
      add: { received_value: total, delivery_room: total, version: 1 },
    }).item,
  );
  await transact(items, () => new ConflictError());
  return { grn: written.entity, lineIds };
}
